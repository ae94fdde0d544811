import {
  ClassCard,
  ClassCardSkeleton,
  cx,
  HorizontalSlider,
  useBookmarkToggle,
} from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';
import { useOpenClass } from '../../../lib/useOpenClass';
import styles from './ClassSlider.module.scss';

export interface ClassSliderProps {
  /** Accessible name of the list (the section title). */
  label: string;
  items: ClassCardData[];
  className?: string;
}

/** Class cards in a row that scrolls sideways, with the slider's arrows on wide screens. */
export function ClassSlider({ label, items, className }: ClassSliderProps) {
  const { getHref, onCardClick } = useOpenClass();
  const onBookmarkToggle = useBookmarkToggle();
  return (
    <HorizontalSlider
      label={label}
      className={cx(styles.slider, className)}
      itemClassName={styles.slider__item}
    >
      {items.map((item) => (
        <ClassCard
          key={item.class_id}
          item={item}
          href={getHref(item)}
          onClick={onCardClick}
          onBookmarkToggle={onBookmarkToggle}
        />
      ))}
    </HorizontalSlider>
  );
}

/** The same row while its classes load. */
export function ClassSliderSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={styles.slider__item}>
          <ClassCardSkeleton />
        </div>
      ))}
    </div>
  );
}

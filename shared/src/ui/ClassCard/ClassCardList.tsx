import type { MouseEvent, ReactNode } from 'react';
import type { ClassCardData } from '../../api/types';
import { uiMessages } from '../../messages/ui';
import { cx } from '../classNames';
import type { ClassCardVariant } from './ClassCard';
import { ClassCard } from './ClassCard';
import { ClassCardSkeleton } from './ClassCardSkeleton';
import styles from './ClassCardList.module.scss';

/** Spec §2 and §9: 10 placeholder cards while loading. */
export const CLASS_CARD_SKELETON_COUNT = 10;

export interface ClassCardListProps {
  items: readonly ClassCardData[] | null | undefined;
  loading?: boolean;
  variant?: ClassCardVariant;
  /** Accessible name of the list. */
  label?: string;
  getHref?: (item: ClassCardData) => string | undefined;
  onCardClick?: (item: ClassCardData, event: MouseEvent<HTMLElement>) => void;
  onBookmarkToggle?: (item: ClassCardData, next: boolean) => void;
  /** Shown instead of the list when loaded and empty. */
  empty?: ReactNode;
  /** Cards loaded at once instead of lazily (the first screen). */
  eagerCount?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A responsive grid of class cards, or 10 blank cards while loading. */
export function ClassCardList({
  items,
  loading = false,
  variant = 'photo',
  label = uiMessages.classCard.listLabel,
  getHref,
  onCardClick,
  onBookmarkToggle,
  empty = null,
  eagerCount = 0,
  headingLevel,
  className,
}: ClassCardListProps) {
  if (loading) {
    return (
      <ul
        className={cx(styles.list, className)}
        aria-busy="true"
        aria-label={uiMessages.classCard.loading}
      >
        {Array.from({ length: CLASS_CARD_SKELETON_COUNT }, (_, i) => (
          // Not a bare index: a class whose id equals it would take over this <li> and jump
          // across the grid when the list arrives (a layout shift).
          <li key={`skeleton-${i}`} className={styles.list__item}>
            <ClassCardSkeleton variant={variant} />
          </li>
        ))}
      </ul>
    );
  }
  if (!items || items.length === 0) return <>{empty}</>;
  return (
    <ul className={cx(styles.list, className)} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.class_id} className={styles.list__item}>
          <ClassCard
            item={item}
            variant={variant}
            href={getHref?.(item)}
            onClick={onCardClick}
            onBookmarkToggle={onBookmarkToggle}
            headingLevel={headingLevel}
            eagerImage={index < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}

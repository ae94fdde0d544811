import { cx } from '../classNames';
import { Skeleton } from '../Skeleton/Skeleton';
import type { ClassCardVariant } from './ClassCard';
import styles from './ClassCard.module.scss';

/** A blank card in the class card's shape, shown while a list loads. */
export function ClassCardSkeleton({ variant = 'photo' }: { variant?: ClassCardVariant }) {
  return (
    <div
      className={cx(styles.card, styles[`card--${variant}`], styles['card--skeleton'])}
      aria-hidden="true"
    >
      <div className={styles.card__media}>
        <Skeleton className={styles.card__image} height="100%" />
      </div>
      <div className={styles.card__body}>
        <Skeleton width="40%" height={14} />
        <Skeleton width="90%" height={18} />
        <Skeleton width="60%" height={18} />
        <Skeleton width="50%" height={14} />
      </div>
    </div>
  );
}

import { cx } from '../classNames';
import { Skeleton } from '../Skeleton/Skeleton';
import type { ClassCardVariant } from './ClassCard';
import styles from './ClassCard.module.scss';

/** A blank card in the class card's shape, shown while a list loads. */
export function ClassCardSkeleton({ variant = 'photo' }: { variant?: ClassCardVariant }) {
  return (
    <div className={cx(styles.card, styles[`card--${variant}`])} aria-hidden="true">
      <div className={styles.card__media}>
        <Skeleton className={styles.card__image} height="100%" />
      </div>
      {/* Each row as tall as the loaded card's (the coach line, two title lines, the price, the
          rating), so the cards arriving shift nothing. */}
      <div className={styles.card__body}>
        <div className={styles['card__skeleton-row']}>
          <Skeleton width={20} height={20} circle />
          <Skeleton width="40%" height={12} />
        </div>
        <div className={styles['card__skeleton-title']}>
          <Skeleton width="90%" height={14} />
          <Skeleton width="60%" height={14} />
        </div>
        <div className={styles['card__skeleton-price']}>
          <Skeleton width="55%" height={16} />
        </div>
        <div className={styles['card__skeleton-meta']}>
          <Skeleton width="45%" height={12} />
        </div>
      </div>
    </div>
  );
}

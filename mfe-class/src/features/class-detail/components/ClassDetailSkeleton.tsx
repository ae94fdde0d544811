import { Skeleton } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './ClassDetail.module.scss';

/** The page's shape while the class loads; announced once as busy. */
export function ClassDetailSkeleton() {
  return (
    <div
      className={styles.detail}
      role="status"
      aria-busy="true"
      aria-label={messages.detail.loading}
    >
      <div className={styles.detail__cover}>
        <Skeleton className={styles.detail__image} height="100%" />
      </div>
      <div className={styles.detail__aside}>
        <Skeleton circle width={32} height={32} />
        <Skeleton height={24} className={styles['detail__skeleton-gap']} />
        <Skeleton width="60%" height={24} className={styles['detail__skeleton-gap']} />
        <Skeleton width={140} height={16} className={styles['detail__skeleton-gap']} />
        <Skeleton width={180} height={28} className={styles['detail__skeleton-gap']} />
      </div>
      <div className={styles.detail__content}>
        <div className={styles.detail__section}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={44} className={styles['detail__skeleton-gap']} />
          ))}
        </div>
      </div>
    </div>
  );
}

import { Skeleton } from '@baeum/shared';
import styles from './FeedPost.module.scss';

/** A blank post while the first page loads; decorative, the busy list announces the loading. */
export function FeedPostSkeleton() {
  return (
    <div className={styles.post} aria-hidden="true">
      <div className={styles.post__header}>
        <Skeleton circle width={40} height={40} />
        <div className={styles.post__byline}>
          <Skeleton width={96} height={14} />
          <Skeleton width={56} height={12} className={styles['post__skeleton-line']} />
        </div>
      </div>
      <Skeleton height={14} />
      <Skeleton width="70%" height={14} />
      <Skeleton width={120} height={14} />
    </div>
  );
}

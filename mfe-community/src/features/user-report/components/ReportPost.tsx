import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './UserReport.module.scss';

/** The post or reply the report comes from, as text (clamped to a few lines). */
export function ReportPost({ post }: { post: FeedItemWire }) {
  return (
    <figure className={styles.post}>
      <figcaption className={styles.post__label}>
        {post.parent_id ? messages.report.reply : messages.report.post}
      </figcaption>
      <p className={styles.post__content}>{post.content}</p>
    </figure>
  );
}

import { Link } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  Skeleton,
  Stars,
  formatKstDate,
  formatNumber,
  useQuery,
} from '@baeum/shared';
import { myReviewsQuery } from '../queries';
import { messages } from '../../../messages';
import styles from './MyReviews.module.scss';

const t = messages.reviews;

/** `review/my`: the member's reviews (each leads to its class's reviews) and the classes still waiting for one. */
export function MyReviews({ userId }: { userId: number }) {
  const query = useQuery(myReviewsQuery(userId));
  if (query.isPending) {
    return (
      <div className={styles.loading} role="status" aria-label={t.loading}>
        <Skeleton height={88} />
        <Skeleton height={88} />
      </div>
    );
  }
  if (query.isError) return <ErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  const written = query.data.reviewed_list ?? [];
  const waiting = query.data.not_reviewed_list ?? [];
  return (
    <div className={styles.reviews}>
      {waiting.length > 0 && (
        <section aria-labelledby="reviews-waiting">
          <h2 id="reviews-waiting" className={styles.reviews__title}>
            {t.waitingTitle}
          </h2>
          <ul className={styles.waiting} aria-label={t.waiting}>
            {waiting.map((c) => (
              <li key={c.class_id}>
                <Link to={`/class/${c.class_id}/review`} className={styles.waiting__link}>
                  {c.class_name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="reviews-written">
        <h2 id="reviews-written" className={styles.reviews__title}>
          {t.writtenTitle}
        </h2>
        {written.length === 0 ? (
          <EmptyState icon="star" title={t.writtenEmpty} description={t.writtenEmptyDescription} />
        ) : (
          <ul className={styles.written} aria-label={t.written}>
            {written.map((r) => (
              <li key={r.review_id} className={styles.review}>
                <Link to={`/class/${r.class_id}/review`} className={styles.review__class}>
                  {r.class_name}
                </Link>
                <p className={styles.review__meta}>
                  <Stars rating={r.score ?? r.review_score} />
                  <span>{formatKstDate(r.created_at)}</span>
                  <span>{t.helpful(formatNumber(r.helpful_cnt ?? 0) || '0')}</span>
                  {r.coach_reply && <span>{t.coachReplied}</span>}
                </p>
                <p className={styles.review__text}>
                  {r.blocked === 'Y' ? t.hidden : r.pros_content}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

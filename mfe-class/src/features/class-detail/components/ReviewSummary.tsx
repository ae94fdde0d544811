import { Link } from 'react-router-dom';
import { Avatar, LazyImage, SectionHeader, Skeleton, Stars, formatTimeAgo } from '@baeum/shared';
import { ReviewStats } from '../../../components/ReviewStats';
import { useReviewPreview } from '../hooks/useClassExtras';
import { messages } from '../../../messages';
import styles from './ReviewSummary.module.scss';

const t = messages.reviewSummary;

/**
 * What a buyer reads first: the score and its distribution, the three latest reviews (with a
 * photo when they have one), and the way to all of them. A failure leaves the rest of the page.
 */
export function ReviewSummary({ classId }: { classId: number }) {
  const query = useReviewPreview(classId);
  if (query.isError) return null;
  const data = query.data;
  const count = data?.statis?.review_cnt ?? 0;
  return (
    <section className={styles.summary} aria-labelledby="class-review-summary">
      <SectionHeader
        variant="block"
        id="class-review-summary"
        title={t.title}
        action={count > 0 && <Link to={`/class/${classId}/review`}>{t.all(count)}</Link>}
      />
      {!data ? (
        <div role="status" aria-label={t.loading}>
          <Skeleton height={120} />
        </div>
      ) : count === 0 || !data.statis ? (
        <p className={styles.summary__empty}>{t.empty}</p>
      ) : (
        <>
          <ReviewStats statis={data.statis} headingLevel={3} />
          <ul className={styles.summary__list} aria-label={t.latest}>
            {data.latest.map((review) => {
              const author = review.user_name || messages.reviews.anonymous;
              return (
                <li key={review.review_id}>
                  <Link
                    className={styles.preview}
                    to={`/class/${classId}/review/${review.review_id}`}
                  >
                    <div className={styles.preview__body}>
                      <p className={styles.preview__meta}>
                        <Avatar src={review.user_photo} name={author} size={24} decorative />
                        <span className={styles.preview__author}>{author}</span>
                        <Stars rating={review.score} size={16} />
                        {/* A relative time can move on ("3 minutes ago" becomes "4") between the server's drawing and
                            hydration: React keeps the drawn text instead of redrawing the part (#418). */}
                        <span suppressHydrationWarning>{formatTimeAgo(review.created_at)}</span>
                      </p>
                      {/* Text only, clipped by CSS. */}
                      <p className={styles.preview__text}>{review.pros_content}</p>
                    </div>
                    {review.photo_list[0] && (
                      <LazyImage
                        className={styles.preview__photo}
                        src={review.photo_list[0]}
                        alt={messages.reviews.photoAlt(author, 1)}
                      />
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

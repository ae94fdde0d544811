import { Link, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeading,
  Skeleton,
  toApiError,
  usePageTitle,
} from '@baeum/shared';
import { useClassReviews } from '../features/reviews/hooks/useClassReviews';
import { ReviewStats } from '../features/reviews/components/ReviewStats';
import { ReviewCard } from '../features/reviews/components/ReviewCard';
import { messages } from '../messages';
import styles from '../features/reviews/components/Reviews.module.scss';

const t = messages.reviews;

/** /class/:classId/review — statistics, then every review, newest first, page by page. Never blank. */
export function ClassReviewsPage() {
  const { classId = '' } = useParams();
  const id = /^\d{1,9}$/.test(classId) ? Number(classId) : 0;
  usePageTitle(t.title);
  const { query, statis, total, reviews, toggleHelpful } = useClassReviews(id);
  const notFound =
    id === 0 || (query.isError && !query.data && toApiError(query.error).status === 404);

  return (
    <div className={styles.page}>
      <PageHeading
        title={t.title}
        description={total > 0 ? t.count(total) : undefined}
        actions={
          <>
            <Link className={styles.page__back} to={`/class/${id}`}>
              {t.backToClass}
            </Link>
            {id > 0 && (
              <Link className={styles.page__write} to={`/class/${id}/review/write`}>
                {messages.reviewWrite.title}
              </Link>
            )}
          </>
        }
      />
      {notFound ? (
        <EmptyState icon="info" title={t.notFound} />
      ) : !query.data && query.isError ? (
        <ErrorState title={t.loadError} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div role="status" aria-label={t.loading} className={styles.page__loading}>
          <Skeleton height={120} />
          <Skeleton height={160} />
          <Skeleton height={160} />
        </div>
      ) : (
        <>
          {statis && <ReviewStats statis={statis} />}
          {reviews.length === 0 ? (
            <EmptyState icon="star" title={t.empty} description={t.emptyDescription} />
          ) : (
            <ul className={styles.list} aria-label={t.listLabel}>
              {reviews.map((review) => (
                <li key={review.review_id}>
                  <ReviewCard
                    review={review}
                    onToggleHelpful={() => toggleHelpful(review.review_id)}
                  />
                </li>
              ))}
            </ul>
          )}
          {query.isFetchNextPageError && (
            <ErrorState title={t.moreError} onRetry={() => void query.fetchNextPage()} />
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <Button
              variant="secondary"
              fullWidth
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t.more}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

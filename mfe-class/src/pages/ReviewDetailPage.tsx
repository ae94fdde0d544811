import { Link, useParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  PageHeading,
  Skeleton,
  toApiError,
  usePageTitle,
} from '@baeum/shared';
import { ReviewCard } from '../features/reviews/components/ReviewCard';
import { useReviewDetail } from '../features/reviews/hooks/useReviewDetail';
import { parseId } from '../lib/ids';
import { messages } from '../messages';
import styles from '../features/reviews/components/Reviews.module.scss';

const t = messages.reviews;

/** /class/:classId/review/:reviewId — one review with everything the list card shows. */
export function ReviewDetailPage() {
  const params = useParams();
  const reviewId = parseId(params.reviewId);
  usePageTitle(t.detailTitle);
  const { query, toggleHelpful } = useReviewDetail(reviewId);
  const review = query.data;
  const classId = review?.class_id ?? parseId(params.classId);
  const notFound = reviewId === 0 || (query.isError && toApiError(query.error).status === 404);

  return (
    <div className={styles.page}>
      <PageHeading
        title={t.detailTitle}
        description={review?.class_name}
        actions={
          classId > 0 && (
            <Link className={styles.page__back} to={`/class/${classId}/review`}>
              {t.backToList}
            </Link>
          )
        }
      />
      {notFound ? (
        <EmptyState
          icon="info"
          title={t.reviewNotFound}
          description={t.reviewNotFoundDescription}
        />
      ) : query.isError ? (
        <ErrorState title={t.loadError} onRetry={() => void query.refetch()} />
      ) : !review ? (
        <div role="status" aria-label={t.reviewLoading} className={styles.page__loading}>
          <Skeleton height={240} />
        </div>
      ) : (
        <ReviewCard review={review} onToggleHelpful={() => toggleHelpful(review.review_id)} />
      )}
    </div>
  );
}

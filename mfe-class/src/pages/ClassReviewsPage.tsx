import { useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeading,
  Skeleton,
  toApiError,
  useInfiniteScroll,
  PageHead,
} from '@baeum/shared';
import type { ReviewListFilter } from '@baeum/shared';
import { useClassReviews } from '../features/reviews/hooks/useClassReviews';
import { ReviewStats } from '../components/ReviewStats';
import { ReviewCard } from '../features/reviews/components/ReviewCard';
import { ReviewFilters } from '../features/reviews/components/ReviewFilters';
import { readReviewFilter, reviewFilterParams } from '../features/reviews/reviewFilter';
import { parseId } from '../lib/ids';
import { messages } from '../messages';
import { useReviewEligibility } from '../features/review-write/hooks/useReviewEligibility';
import styles from '../features/reviews/components/Reviews.module.scss';

const t = messages.reviews;

/**
 * /class/:classId/review — statistics, the filters (kept in the URL), then the reviews page by
 * page as the list nears its end (the 더 보기 button stays for keyboards). Never blank.
 */
export function ClassReviewsPage() {
  const { classId } = useParams();
  const id = parseId(classId);
  const [params, setParams] = useSearchParams();
  const filter = readReviewFilter(params);
  const { query, statis, reviews, toggleHelpful } = useClassReviews(id, filter);
  const notFound =
    id === 0 || (query.isError && !query.data && toApiError(query.error).status === 404);
  const filtered = filter.photoOnly || filter.score > 0 || filter.sort !== 'latest';
  const setFilter = (next: Required<ReviewListFilter>) =>
    setParams(reviewFilterParams(next), { replace: true });
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = query.hasNextPage && !query.isFetching && !query.isFetchNextPageError;
  useInfiniteScroll(sentinel, () => void query.fetchNextPage(), canLoadMore, reviews.length);

  return (
    <div className={styles.page}>
      <PageHead
        title={t.title}
        description={statis ? t.count(statis.review_cnt) : null}
        path={id > 0 ? `/class/${id}/review` : null}
      />
      <PageHeading
        title={t.title}
        description={statis ? t.count(statis.review_cnt) : undefined}
        actions={
          <>
            <Link className={styles.page__back} to={`/class/${id}`}>
              {t.backToClass}
            </Link>
            {id > 0 && <WriteReviewLink classId={String(id)} />}
          </>
        }
      />
      {notFound ? (
        <EmptyState icon="info" title={t.notFound} />
      ) : !query.data && query.isError ? (
        <ErrorState title={t.loadError} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {statis ? <ReviewStats statis={statis} /> : <Skeleton height={120} />}
          {(statis?.review_cnt ?? 0) > 0 && <ReviewFilters filter={filter} onChange={setFilter} />}
          {!query.data ? (
            <div role="status" aria-label={t.loading} className={styles.page__loading}>
              <Skeleton height={160} />
              <Skeleton height={160} />
            </div>
          ) : reviews.length === 0 && filtered ? (
            <EmptyState
              icon="star"
              title={t.filteredEmpty}
              description={t.filteredEmptyDescription}
              action={
                <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
                  {t.clearFilter}
                </Button>
              }
            />
          ) : reviews.length === 0 ? (
            <EmptyState icon="star" title={t.empty} description={t.emptyDescription} />
          ) : (
            <ul className={styles.list} aria-label={t.listLabel}>
              {reviews.map((review) => (
                <li key={review.review_id}>
                  <ReviewCard
                    review={review}
                    detailLink
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
            <>
              <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
              <Button
                variant="secondary"
                fullWidth
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t.more}
              </Button>
            </>
          )}
        </>
      )}
    </div>
  );
}

/** 후기 쓰기 only for a member who may write one (a learner of the class who has not yet). */
function WriteReviewLink({ classId }: { classId: string }) {
  const eligibility = useReviewEligibility(classId);
  if (eligibility.status !== 'may-write') return null;
  return (
    <Link className={styles.page__write} to={`/class/${classId}/review/write`}>
      {messages.reviewWrite.title}
    </Link>
  );
}

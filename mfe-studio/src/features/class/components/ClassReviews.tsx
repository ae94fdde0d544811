import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ChipGroup, EmptyState, ErrorState, Skeleton } from '@baeum/shared';
import type { StudioReviewFilter } from '@baeum/shared';
import { messages } from '../../../messages';
import {
  REVIEW_FILTERS,
  isReviewFilter,
  useClassReviews,
  useReplyToClassReview,
} from '../hooks/useClassFeedback';
import { ClassReviewItem } from './ClassReviewItem';
import styles from './ClassFeedback.module.scss';

const t = messages.classFeedback;

/** The class's reviews under one filter (kept in the URL), each unanswered one with its reply box. */
export function ClassReviews({ classId }: { classId: number }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: StudioReviewFilter = isReviewFilter(raw) ? raw : 'all';
  const reviews = useClassReviews(classId, filter);
  const reply = useReplyToClassReview(classId, filter);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [failed, setFailed] = useState<number | null>(null);

  const choose = (next: StudioReviewFilter) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === 'all') copy.delete('filter');
        else copy.set('filter', next);
        return copy;
      },
      { replace: true },
    );

  const send = (reviewId: number) => async (content: string) => {
    setFailed(null);
    try {
      await reply.mutateAsync({ reviewId, content });
      setDrafts(({ [reviewId]: _sent, ...rest }) => rest);
    } catch (error) {
      setFailed(reviewId);
      throw error;
    }
  };

  const list = reviews.data?.pages.flatMap((p) => p.list) ?? [];
  const total = reviews.data?.pages[0]?.total_count ?? 0;

  return (
    <section className={styles.reviews} aria-labelledby="studio-reviews">
      <h2 id="studio-reviews" className={styles.section__title}>
        {t.reviewsTitle}
      </h2>
      <ChipGroup
        label={t.filterLabel}
        options={REVIEW_FILTERS.map((f) => ({ value: f, label: t.filters[f] }))}
        value={filter}
        onChange={choose}
      />
      {reviews.isPending ? (
        <div role="status" aria-label={t.reviewsLoading} className={styles.reviews__list}>
          <Skeleton height={140} />
          <Skeleton height={140} />
        </div>
      ) : reviews.isError && !reviews.data ? (
        <ErrorState title={t.reviewsError} onRetry={() => void reviews.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon="feedback" title={t.reviewsEmpty} />
      ) : (
        <>
          <ul
            className={styles.reviews__list}
            aria-label={t.reviewsLabel(t.filters[filter], total)}
          >
            {list.map((review) => (
              <li key={review.review_id}>
                <ClassReviewItem
                  review={review}
                  text={drafts[review.review_id] ?? ''}
                  onTextChange={(text) => setDrafts((d) => ({ ...d, [review.review_id]: text }))}
                  onReply={send(review.review_id)}
                  error={failed === review.review_id ? t.replyFailed : null}
                />
              </li>
            ))}
          </ul>
          {reviews.hasNextPage && (
            <Button
              variant="secondary"
              className={styles.more}
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {t.more}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

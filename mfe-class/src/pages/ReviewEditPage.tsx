import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  EmptyState,
  PageHeading,
  Skeleton,
  toApiError,
  useAtomValue,
  usePageTitle,
  userAtom,
} from '@baeum/shared';
import { ReviewForm } from '../features/review-write/components/ReviewForm';
import { useReview, useUpdateReview } from '../features/review-write/hooks/useReviewSave';
import { SignInGate } from './SignInGate';
import { messages } from '../messages';
import styles from './FormPage.module.scss';

const t = messages.reviewWrite;

function Editor({ reviewId }: { reviewId: string }) {
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const review = useReview(reviewId);
  const save = useUpdateReview(Number(reviewId));
  if (review.isError || !/^[1-9]\d{0,9}$/.test(reviewId))
    return (
      <EmptyState
        icon="info"
        title={review.isError && toApiError(review.error).status !== 404 ? t.failed : t.notFound}
      />
    );
  if (!review.data)
    return (
      <div role="status" aria-label={t.loading}>
        <Skeleton height={320} />
      </div>
    );
  const r = review.data;
  const back = `/class/${r.class_id}/review`;
  // Only the author edits (the API refuses anyone else too).
  if (r.user_id !== user.id)
    return (
      <EmptyState
        icon="warning"
        title={t.notAuthorTitle}
        description={t.notAuthor}
        action={
          <Link className={styles.action} to={back}>
            {t.toReviews}
          </Link>
        }
      />
    );
  return (
    <ReviewForm
      initial={{
        score: r.score,
        pros_content: r.pros_content,
        cons_content: r.cons_content,
        suggestions: r.suggestions,
        photo_list: r.photo_list,
      }}
      submitLabel={t.save}
      onSubmit={async (fields) => {
        await save(fields);
        navigate(back, { replace: true });
      }}
      onCancel={() => navigate(back)}
    />
  );
}

/** /review/:reviewId/edit — the author edits their review, then returns to the class's list. */
export function ReviewEditPage() {
  const { reviewId = '' } = useParams();
  usePageTitle(t.editTitle);
  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading} title={t.editTitle} />
      <SignInGate title={t.signInTitle}>
        <Editor reviewId={reviewId} />
      </SignInGate>
    </div>
  );
}

import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, PageHeading, Skeleton, usePageTitle } from '@baeum/shared';
import { ReviewForm } from '../features/review-write/components/ReviewForm';
import { useReviewEligibility } from '../features/review-write/hooks/useReviewEligibility';
import { useCreateReview } from '../features/review-write/hooks/useReviewSave';
import { ClassNotFound } from '../features/class-detail/components/ClassNotFound';
import { isValidClassId } from '../lib/classSummary';
import { SignInGate } from './SignInGate';
import { messages } from '../messages';
import styles from './FormPage.module.scss';

const t = messages.reviewWrite;

/** /class/:classId/review/write — a learner's review of a class they take. */
export function ReviewWritePage() {
  const { classId } = useParams();
  usePageTitle(t.title);
  if (!isValidClassId(classId)) return <ClassNotFound />;
  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading} title={t.title} />
      <SignInGate title={t.signInTitle}>
        <ReviewWriteBody classId={classId} />
      </SignInGate>
    </div>
  );
}

/** The form for a learner who may write; for anyone else, why not and where to go instead. */
function ReviewWriteBody({ classId }: { classId: string }) {
  const navigate = useNavigate();
  const save = useCreateReview(Number(classId));
  const eligibility = useReviewEligibility(classId);
  const action = (to: string, label: string) => (
    <Link className={styles.action} to={to}>
      {label}
    </Link>
  );
  switch (eligibility.status) {
    case 'loading':
      return (
        <div role="status" aria-label={t.checking} className={styles.loading}>
          <Skeleton height={240} />
        </div>
      );
    case 'error':
      return <ErrorState title={t.checkFailed} onRetry={eligibility.retry} />;
    case 'not-found':
      return <ClassNotFound />;
    case 'own-class':
      return (
        <EmptyState
          icon="info"
          title={t.ownClassTitle}
          description={t.ownClass}
          action={action(`/class/${classId}/review`, t.toReviews)}
        />
      );
    case 'already':
      return (
        <EmptyState
          icon="info"
          title={t.alreadyTitle}
          description={t.already}
          action={action(`/review/${eligibility.reviewId}/edit`, t.edit)}
        />
      );
    case 'not-enrolled':
      return (
        <EmptyState
          icon="info"
          title={t.notEnrolledTitle}
          description={t.notEnrolled}
          action={
            eligibility.onSale
              ? action(`/class/open_class/${classId}`, t.toCheckout)
              : action(`/class/${classId}`, t.toClass)
          }
        />
      );
    case 'may-write':
      return (
        <ReviewForm
          submitLabel={t.submit}
          onSubmit={async (fields) => {
            await save(fields);
            navigate(`/class/${classId}/review`, { replace: true });
          }}
          onCancel={() => navigate(`/class/${classId}/review`)}
        />
      );
  }
}

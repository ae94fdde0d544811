import { useNavigate, useParams } from 'react-router-dom';
import { PageHeading, usePageTitle } from '@baeum/shared';
import { ReviewForm } from '../features/review-write/components/ReviewForm';
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
  const navigate = useNavigate();
  usePageTitle(t.title);
  const save = useCreateReview(Number(classId));
  if (!isValidClassId(classId)) return <ClassNotFound />;
  const back = () => navigate(`/class/${classId}/review`);
  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading} title={t.title} />
      <SignInGate title={t.signInTitle}>
        <ReviewForm
          submitLabel={t.submit}
          onSubmit={async (fields) => {
            await save(fields);
            navigate(`/class/${classId}/review`, { replace: true });
          }}
          onCancel={back}
        />
      </SignInGate>
    </div>
  );
}

import { Link, useParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  PageHeading,
  Skeleton,
  useAtomValue,
  usePageTitle,
  useQuery,
  userAtom,
} from '@baeum/shared';
import { Checkout } from '../features/checkout/components/Checkout';
import { ClassNotFound } from '../features/class-detail/components/ClassNotFound';
import { isNotFound, isValidClassId } from '../lib/classSummary';
import { classQueries } from '../lib/queries';
import { messages } from '../messages';
import { SignInGate } from './SignInGate';
import styles from './FormPage.module.scss';

const t = messages.checkout;

/** /class/open_class/:classId — enrol and pay (owned by mfe-class; spec §2's external path). */
export function CheckoutPage() {
  const { classId } = useParams();
  const user = useAtomValue(userAtom);
  const summary = useQuery({
    ...classQueries.summary(classId, user.id),
    enabled: isValidClassId(classId) && user.isLoaded,
  });
  usePageTitle(t.title);

  let body;
  if (!isValidClassId(classId)) body = <ClassNotFound />;
  else if (user.id === null)
    body = null; // the gate below asks a visitor to log in
  else if (summary.isError)
    body = isNotFound(summary.error) ? (
      <ClassNotFound />
    ) : (
      <ErrorState title={t.payFailed} onRetry={() => void summary.refetch()} />
    );
  else if (!summary.data)
    body = (
      <div role="status" aria-label={t.loading} className={styles.loading}>
        <Skeleton height={96} />
        <Skeleton height={200} />
      </div>
    );
  else if (summary.data.pay_yn === 'Y')
    body = (
      <EmptyState
        icon="success"
        title={t.alreadyEnrolledTitle}
        description={t.alreadyEnrolledDescription}
        action={
          <Link className={styles.action} to={`/class/${classId}`}>
            {t.toClass}
          </Link>
        }
      />
    );
  else body = <Checkout summary={summary.data} user={user} />;

  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading} title={t.title} />
      {isValidClassId(classId) ? <SignInGate title={t.signInTitle}>{body}</SignInGate> : body}
    </div>
  );
}

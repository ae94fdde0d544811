import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Skeleton } from '@baeum/shared';
import { LoadMore } from '../components/LoadMore';
import { MemberScreen } from '../components/MemberScreen';
import { PaymentList } from '../features/payments/components/PaymentList';
import { usePaymentList } from '../features/payments/hooks/usePayments';
import { messages } from '../messages';
import styles from '../features/payments/components/Payments.module.scss';

const t = messages.payments;

/** /my/payments (issue #37): every payment with its state, 20 a page, each with its receipt. */
export function PaymentsPage() {
  return (
    <MemberScreen title={t.title} description={t.description} loadingLabel={t.loading}>
      {(member) => <Payments userId={member.id} />}
    </MemberScreen>
  );
}

function Payments({ userId }: { userId: number }) {
  const { query, list } = usePaymentList(userId);
  if (query.isError && !query.data)
    return <ErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <div role="status" aria-label={t.loading} className={styles.loading}>
        <Skeleton height={120} />
        <Skeleton height={120} />
      </div>
    );
  if (!list.length)
    return (
      <EmptyState
        icon="info"
        title={t.empty}
        description={t.emptyDescription}
        action={
          <Link className={styles.button} to="/">
            {t.browse}
          </Link>
        }
      />
    );
  return (
    <>
      <PaymentList payments={list} />
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onMore={() => void query.fetchNextPage()}
        label={t.more}
      />
    </>
  );
}

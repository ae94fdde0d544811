import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, Skeleton, usePageTitle, useQueryClient } from '@baeum/shared';
import { Completion } from '../features/checkout/components/Completion';
import { useOrderResult } from '../features/checkout/hooks/useCheckout';
import { ClassNotFound } from '../features/class-detail/components/ClassNotFound';
import { isValidClassId } from '../lib/classSummary';
import { classQueries } from '../lib/queries';
import { messages } from '../messages';
import { SignInGate } from './SignInGate';
import styles from './FormPage.module.scss';

const t = messages.checkout;
const p = messages.pay;

/**
 * /class/open_class/:classId/complete?orderId= (and /fail?orderId=&code=): where a card payment
 * and the provider's return land. The order says what happened; a paid one shows its receipt.
 */
export function CheckoutResultPage() {
  const { classId } = useParams();
  const [params] = useSearchParams();
  usePageTitle(p.completeTitle);
  if (!isValidClassId(classId)) return <ClassNotFound />;
  return (
    <div className={styles.page}>
      <SignInGate title={t.signInTitle}>
        <OrderResult classId={classId} orderId={params.get('orderId')} />
      </SignInGate>
    </div>
  );
}

function OrderResult({ classId, orderId }: { classId: string; orderId: string | null }) {
  const qc = useQueryClient();
  const { order, receipt } = useOrderResult(orderId);
  const paid = order.data?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    // The class page now shows 이어서 학습하기; the member's classes and points changed.
    void qc.invalidateQueries({ queryKey: classQueries.summaries });
    void qc.invalidateQueries({ queryKey: classQueries.myClasses });
  }, [paid, qc]);

  const retry = (
    <Link className={styles.action} to={`/class/open_class/${classId}`}>
      {p.retry}
    </Link>
  );
  if (order.isError || (orderId !== null && !order.isLoading && !order.data) || !orderId)
    return <EmptyState icon="info" title={p.orderMissing} action={retry} />;
  if (!order.data)
    return (
      <div role="status" aria-label={p.completeLoading} className={styles.loading}>
        <Skeleton height={320} />
      </div>
    );
  if (order.data.status === 'pending')
    return (
      <EmptyState
        icon="info"
        title={p.pendingTitle}
        description={p.pendingDescription}
        action={
          <Button type="button" onClick={() => void order.refetch()}>
            {p.recheck}
          </Button>
        }
      />
    );
  if (!paid)
    return (
      <EmptyState
        icon="info"
        title={p.failTitle}
        description={order.data.failure_message ?? p.failDefault}
        action={retry}
      />
    );
  if (!receipt.data)
    return (
      <div role="status" aria-label={p.completeLoading} className={styles.loading}>
        <Skeleton height={320} />
      </div>
    );
  return <Completion receipt={receipt.data} />;
}

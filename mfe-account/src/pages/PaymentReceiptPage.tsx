import { Link, useParams } from 'react-router-dom';
import { EmptyState, Skeleton } from '@baeum/shared';
import { MemberScreen } from '../components/MemberScreen';
import { Receipt } from '../features/payments/components/Receipt';
import { isPaymentId, usePayment } from '../features/payments/hooks/usePayments';
import { messages } from '../messages';
import styles from '../features/payments/components/Payments.module.scss';

const t = messages.payments;

/** /my/payments/:paymentId (issue #37): one receipt, printable, with the refund below it. */
export function PaymentReceiptPage() {
  const { paymentId } = useParams();
  return (
    <MemberScreen title={t.receiptPageTitle} loadingLabel={t.receiptLoading}>
      {(member) =>
        isPaymentId(paymentId) ? (
          <ReceiptScreen userId={member.id} paymentId={paymentId} />
        ) : (
          <Missing />
        )
      }
    </MemberScreen>
  );
}

function Missing() {
  return (
    <EmptyState
      icon="info"
      title={t.receiptMissing}
      action={
        <Link className={styles.button} to="/my/payments">
          {t.backToList}
        </Link>
      }
    />
  );
}

function ReceiptScreen({ userId, paymentId }: { userId: number; paymentId: string }) {
  const payment = usePayment(userId, paymentId);
  if (payment.isError) return <Missing />;
  if (!payment.data)
    return (
      <div role="status" aria-label={t.receiptLoading} className={styles.loading}>
        <Skeleton height={320} />
      </div>
    );
  return (
    <>
      <Receipt userId={userId} payment={payment.data} />
      <p className={styles.back}>
        <Link to="/my/payments">{t.backToList}</Link>
      </p>
    </>
  );
}

import { useParams } from 'react-router-dom';
import { PaymentReceiptPage } from './PaymentReceiptPage';
import { PaymentsPage } from './PaymentsPage';

/** /my/payments and /my/payments/:paymentId (issue #37): one route line in Routes. */
export function PaymentsRoute() {
  const { paymentId } = useParams();
  return paymentId === undefined ? <PaymentsPage /> : <PaymentReceiptPage />;
}

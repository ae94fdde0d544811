import { Link } from 'react-router-dom';
import { Icon, formatKstDate, formatWon } from '@baeum/shared';
import type { ReceiptWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './Checkout.module.scss';

const t = messages.checkout;

/** The receipt after paying (also what a reload of the result page shows: nothing is paid again). */
export function Receipt({ receipt }: { receipt: ReceiptWire }) {
  const rows: Array<[string, string]> = [
    [t.months(receipt.months), t.monthly(formatWon(receipt.monthly_price))],
    [t.totalPrice, formatWon(receipt.total_price)],
    ...(receipt.discount_amount > 0
      ? [[t.classDiscount, t.minus(formatWon(receipt.discount_amount))] as [string, string]]
      : []),
    ...(receipt.discount_code
      ? [
          [t.codeDiscount(receipt.discount_code), t.minus(formatWon(receipt.code_discount))] as [
            string,
            string,
          ],
        ]
      : []),
    [t.finalPrice, formatWon(receipt.amount)],
    [t.paidWith, t.card(receipt.card_last4)],
    [t.paidAt, formatKstDate(receipt.paid_at)],
    [t.paymentNo, String(receipt.payment_id)],
  ];
  return (
    <section className={styles.receipt} aria-labelledby="receipt-title">
      <span className={styles.receipt__icon}>
        <Icon name="success" size={40} />
      </span>
      <h1 id="receipt-title" className={styles.receipt__title}>
        {t.receiptTitle}
      </h1>
      <p className={styles.receipt__description}>{t.receiptDescription(receipt.class_name)}</p>
      <dl className={styles.price} aria-label={t.receiptLabel}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link className={styles.receipt__action} to={`/class/${receipt.class_id}`}>
        {t.startLearning}
      </Link>
    </section>
  );
}

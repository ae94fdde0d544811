import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Icon, formatKstDate, formatWon } from '@baeum/shared';
import type { PaymentWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './Checkout.module.scss';

const t = messages.checkout;
const p = messages.pay;

/**
 * The completion view: it opens at the top of the page with the focus on its heading (the
 * learner sees it, a screen reader reads it), then the receipt and the ways on.
 */
export function Completion({ receipt }: { receipt: PaymentWire }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const rows: Array<[string, string, boolean]> = [
    ...receipt.breakdown.map(
      (line) =>
        [
          line.label,
          line.amount < 0 ? t.minus(formatWon(-line.amount)) : formatWon(line.amount),
          line.amount < 0,
        ] as [string, string, boolean],
    ),
    [
      p.method,
      receipt.card_last4
        ? `${receipt.method_label} · ${p.card(receipt.card_last4)}`
        : receipt.method_label,
      false,
    ],
    [p.paidAt, receipt.paid_at ? formatKstDate(receipt.paid_at) : '', false],
    [p.paymentNo, String(receipt.payment_id), false],
  ];
  return (
    <section className={styles.receipt} aria-labelledby="complete-title">
      <span className={styles.receipt__icon}>
        <Icon name="success" size={40} />
      </span>
      <h1 id="complete-title" ref={heading} tabIndex={-1} className={styles.receipt__title}>
        {p.completeTitle}
      </h1>
      <p className={styles.receipt__description}>{p.completeDescription(receipt.class_name)}</p>
      <dl className={styles.price} aria-label={p.receiptLabel}>
        {rows.map(([label, value, minus]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={minus ? styles.price__minus : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <Link className={styles.receipt__action} to={`/class/lecture/${receipt.class_id}`}>
        {p.continueLearning}
      </Link>
      <Link className={styles.receipt__secondary} to="/my/payments">
        {p.myPayments}
      </Link>
    </section>
  );
}

import { Button, formatKstDate, formatWon, failureMessage, openModal } from '@baeum/shared';
import type { PaymentWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { useRefund } from '../hooks/usePayments';
import styles from './Payments.module.scss';

const t = messages.payments;

/** One payment's receipt (prints on its own: print CSS) and, below it, the refund. */
export function Receipt({ userId, payment: p }: { userId: number; payment: PaymentWire }) {
  const minus = (n: number) => `- ${formatWon(n)}`;
  const rows: Array<[string, string]> = [
    [t.className, p.class_name],
    [t.months(p.months), formatWon(p.total_price)],
    ...p.breakdown
      .slice(1)
      .map((line): [string, string] => [
        line.label,
        line.amount < 0 ? minus(-line.amount) : formatWon(line.amount),
      ]),
    [t.method, p.card_last4 ? `${p.method_label} · ${t.card(p.card_last4)}` : p.method_label],
    [t.paidAt, p.paid_at ? formatKstDate(p.paid_at) : ''],
    [t.paymentNo, String(p.payment_id)],
    ...(p.order_id ? [[t.orderNo, p.order_id] as [string, string]] : []),
    ...(p.refunded_at
      ? [
          [t.refundedAt, formatKstDate(p.refunded_at)] as [string, string],
          [t.refundAmount, formatWon(p.refund_amount ?? p.amount)] as [string, string],
        ]
      : []),
  ];
  return (
    <>
      <section className={styles.receipt} aria-labelledby="receipt-title">
        <div className={styles.item__head}>
          <h2 id="receipt-title" className={styles.receipt__title}>
            {t.receiptTitle}
          </h2>
          <span className={styles.state} data-state={p.status}>
            {p.status_label}
          </span>
        </div>
        <dl className={styles.receipt__rows} aria-label={t.receiptLabel}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          {t.print}
        </Button>
      </div>
      <Refund userId={userId} payment={p} />
    </>
  );
}

/** 환불 요청 within the policy (with a confirm dialog); outside it, the reason the API gave. */
function Refund({ userId, payment: p }: { userId: number; payment: PaymentWire }) {
  const refund = useRefund(userId, String(p.payment_id));
  if (p.status === 'refunded') return null;
  const reasonId = `refund-reason-${p.payment_id}`;
  const ask = () =>
    openModal('ConfirmDialog', {
      title: t.refundConfirmTitle,
      message: t.refundConfirm(p.class_name, formatWon(p.amount)),
      confirmLabel: t.refundConfirmAction,
      onConfirm: () => refund.mutate(),
    });
  const error = refund.error ? failureMessage(refund.error, t.refundFailed) : null;
  return (
    <section className={styles.refund} aria-labelledby="refund-title">
      <h2 id="refund-title" className={styles.refund__title}>
        {t.refundTitle}
      </h2>
      <p className={styles.refund__rule}>{t.refundRule(p.refund_policy.days)}</p>
      <Button
        type="button"
        variant="secondary"
        disabled={!p.refundable || refund.isPending}
        aria-describedby={p.refund_reason ? reasonId : undefined}
        onClick={ask}
      >
        {refund.isPending ? t.refunding : t.refund}
      </Button>
      {p.refund_reason && (
        <p id={reasonId} className={styles.refund__reason}>
          {p.refund_reason}
        </p>
      )}
      {error && (
        <p className={styles.refund__reason} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

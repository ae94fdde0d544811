import { Link } from 'react-router-dom';
import { formatKstDate, formatWon } from '@baeum/shared';
import type { PaymentWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './Payments.module.scss';

const t = messages.payments;

/** Every payment: the class, date, method, amount and state, each with its receipt. */
export function PaymentList({ payments }: { payments: PaymentWire[] }) {
  return (
    <ul className={styles.list} aria-label={t.listLabel}>
      {payments.map((p) => (
        <li key={p.payment_id} className={styles.item}>
          <div className={styles.item__head}>
            <p className={styles.item__class}>{p.class_name}</p>
            <span className={styles.state} data-state={p.status}>
              {p.status_label}
            </span>
          </div>
          <dl className={styles.item__facts}>
            <div>
              <dt>{t.paidAt}</dt>
              <dd>{p.paid_at ? formatKstDate(p.paid_at) : ''}</dd>
            </div>
            <div>
              <dt>{t.method}</dt>
              <dd>{p.method_label}</dd>
            </div>
            <div>
              <dt>{t.amount}</dt>
              <dd className={styles.item__amount}>{formatWon(p.amount)}</dd>
            </div>
          </dl>
          <Link
            className={styles.item__link}
            to={`/my/payments/${p.payment_id}`}
            aria-label={t.receiptOf(p.class_name)}
          >
            {t.receipt}
          </Link>
        </li>
      ))}
    </ul>
  );
}

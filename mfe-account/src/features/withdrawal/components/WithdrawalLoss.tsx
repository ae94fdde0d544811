import { formatNumber } from '@baeum/shared';
import type { WithdrawalCheckWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './WithdrawalLoss.module.scss';

const t = messages.withdrawal;

/** What `withdrawal_check` says leaving takes away: its message, the points and the classes. */
export function WithdrawalLoss({ check }: { check: WithdrawalCheckWire }) {
  return (
    <section className={styles.loss} aria-labelledby="withdrawal-loss">
      <h2 id="withdrawal-loss" className={styles.loss__title}>
        {t.lossTitle}
      </h2>
      {check.message && <p className={styles.loss__message}>{check.message}</p>}
      <dl className={styles.loss__facts}>
        <div>
          <dt>{t.points}</dt>
          <dd>{messages.common.points(formatNumber(check.point) || '0')}</dd>
        </div>
        <div>
          <dt>{t.classes}</dt>
          <dd>{t.count(formatNumber(check.class_cnt) || '0')}</dd>
        </div>
        {check.management_class_cnt > 0 && (
          <div>
            <dt>{t.managed}</dt>
            <dd>{t.count(formatNumber(check.management_class_cnt))}</dd>
          </div>
        )}
      </dl>
      <p className={styles.loss__note}>{t.lossNote}</p>
    </section>
  );
}

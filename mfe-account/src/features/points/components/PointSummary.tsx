import { formatNumber } from '@baeum/shared';
import { messages } from '../../../messages';
import type { PointTotals } from '../hooks/usePoints';
import styles from './PointSummary.module.scss';

const t = messages.points;
const points = (n: number) => messages.common.points(formatNumber(n) || '0');

/** The total, this month's expiring points and the points earned by reviews (spec §3, point). */
export function PointSummary({ totals }: { totals: PointTotals }) {
  return (
    <dl className={styles.summary} aria-label={t.summary}>
      <div className={styles.summary__total}>
        <dt>{t.total}</dt>
        <dd>{points(totals.total)}</dd>
      </div>
      <div className={styles.summary__item}>
        <dt>{t.monthExpire}</dt>
        <dd>{points(totals.monthExpire)}</dd>
      </div>
      <div className={styles.summary__item}>
        <dt>{t.review}</dt>
        <dd>{points(totals.review)}</dd>
      </div>
    </dl>
  );
}

import { EmptyState, cx, formatKstDate, formatNumber } from '@baeum/shared';
import type { PointEntryWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './PointHistory.module.scss';

const t = messages.points;

/** One line a point entry: what, when, the amount with its sign, and when earned points expire. */
export function PointHistory({ entries }: { entries: PointEntryWire[] }) {
  if (entries.length === 0) {
    return <EmptyState icon="coin" title={t.empty} description={t.emptyDescription} />;
  }
  return (
    <ul className={styles.history} aria-label={t.historyTitle}>
      {entries.map((entry) => {
        const earned = entry.point > 0;
        const amount = formatNumber(entry.point) || '0';
        return (
          <li key={entry.id} className={styles.entry}>
            <div className={styles.entry__text}>
              <span className={styles.entry__title}>{entry.title}</span>
              <span className={styles.entry__meta}>
                {t.kinds[entry.kind] ?? t.kindOther} · {formatKstDate(entry.created_at)}
                {earned && entry.expire_at
                  ? ` · ${t.expiresOn(formatKstDate(entry.expire_at))}`
                  : ''}
              </span>
            </div>
            <span className={cx(styles.entry__amount, earned && styles['entry__amount--earned'])}>
              <span className="visually-hidden">{earned ? t.earnedLabel : t.spentLabel} </span>
              {earned ? t.earned(amount) : t.spent(amount)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

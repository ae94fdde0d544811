import { formatNumber, formatRating, toClassCardView } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './StudioDashboard.module.scss';

/** Totals over the managed classes; the average counts only rated classes. */
export function summarize(classes: readonly ClassCardData[]) {
  const views = classes.map(toClassCardView);
  const rated = views.filter((v) => v.rating > 0);
  return {
    classCount: views.length,
    signupTotal: views.reduce((sum, v) => sum + v.signupCount, 0),
    ratingAverage: rated.length > 0 ? rated.reduce((sum, v) => sum + v.rating, 0) / rated.length : 0,
  };
}

export function DashboardStats({ classes }: { classes: readonly ClassCardData[] }) {
  const t = messages.dashboard;
  const { classCount, signupTotal, ratingAverage } = summarize(classes);
  const stats = [
    { label: t.classCount, value: t.classCountValue(formatNumber(classCount)) },
    { label: t.signupTotal, value: t.signupTotalValue(formatNumber(signupTotal)) },
    // Spec §5: a rating is rounded up to one decimal.
    { label: t.ratingAverage, value: ratingAverage > 0 ? formatRating(ratingAverage) : t.ratingNone },
  ];
  return (
    <dl className={styles.dashboard__stats} aria-label={t.statsLabel}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.dashboard__stat}>
          <dt className={styles['dashboard__stat-label']}>{stat.label}</dt>
          <dd className={styles['dashboard__stat-value']}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { formatNumber, formatRating, toClassCardView, toWholeNumber } from '@baeum/shared';
import type { StudioDashboardWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './StudioDashboard.module.scss';

export interface DashboardTotals {
  classCount: number;
  signupTotal: number;
  /** 0 when no class is rated yet. */
  ratingAverage: number;
  unansweredReviews: number;
  reviewTotal: number;
  suggestionTotal: number;
}

/**
 * The server's own totals when it sends them (its average is weighted by review count);
 * otherwise computed from the cards, averaging only the rated classes.
 */
export function totalsOf(dashboard: StudioDashboardWire): DashboardTotals {
  const classes = dashboard.management_class ?? [];
  const unanswered = classes.reduce((sum, c) => sum + (c.no_reply_review_count ?? 0), 0);
  const suggestionTotal = classes.reduce((sum, c) => sum + (c.suggestions_count ?? 0), 0);
  const { summary } = dashboard;
  if (summary) {
    return {
      classCount: summary.class_cnt,
      signupTotal: summary.signup_cnt,
      ratingAverage: summary.review_cnt > 0 ? summary.review_score : 0,
      unansweredReviews: summary.no_reply_review_count ?? unanswered,
      reviewTotal: summary.review_cnt,
      suggestionTotal,
    };
  }
  const views = classes.map(toClassCardView);
  const rated = views.filter((v) => v.rating > 0);
  return {
    classCount: views.length,
    signupTotal: views.reduce((sum, v) => sum + v.signupCount, 0),
    ratingAverage:
      rated.length > 0 ? rated.reduce((sum, v) => sum + v.rating, 0) / rated.length : 0,
    unansweredReviews: unanswered,
    // Without the server's total, only the cards' counts are known.
    reviewTotal: classes.reduce((sum, c) => sum + (toWholeNumber(c.review_cnt) ?? 0), 0),
    suggestionTotal,
  };
}

export function DashboardStats({ dashboard }: { dashboard: StudioDashboardWire }) {
  const t = messages.dashboard;
  const totals = totalsOf(dashboard);
  const count = (n: number, say: (formatted: string) => string) => say(formatNumber(n));
  const stats = [
    { key: 'classes', label: t.classCount, value: count(totals.classCount, t.classCountValue) },
    { key: 'signups', label: t.signupTotal, value: count(totals.signupTotal, t.signupTotalValue) },
    // Spec §5: a rating is rounded up to one decimal.
    {
      key: 'rating',
      label: t.ratingAverage,
      value: totals.ratingAverage > 0 ? formatRating(totals.ratingAverage) : t.ratingNone,
    },
    { key: 'reviews', label: t.reviewTotal, value: count(totals.reviewTotal, t.reviewTotalValue) },
    {
      key: 'unanswered',
      label: t.unansweredReviews,
      value: count(totals.unansweredReviews, t.unansweredReviewsValue),
      highlight: totals.unansweredReviews > 0,
    },
    {
      key: 'suggestions',
      label: t.suggestionTotal,
      value: count(totals.suggestionTotal, t.suggestionTotalValue),
    },
  ];
  return (
    <dl className={styles.dashboard__stats} aria-label={t.statsLabel}>
      {stats.map((stat) => (
        <div key={stat.key} className={styles.dashboard__stat}>
          <dt className={styles['dashboard__stat-label']}>{stat.label}</dt>
          <dd
            className={
              stat.highlight
                ? styles['dashboard__stat-value--alert']
                : styles['dashboard__stat-value']
            }
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

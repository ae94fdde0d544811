import { formatKstDate, formatRating } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './ClassFeedback.module.scss';

const t = messages.classFeedback;

export interface ScoreTrendProps {
  /** The last reviews' scores, oldest first. */
  points: { review_id: number; score: number; created_at: string }[];
}

const average = (scores: number[]) =>
  scores.length ? scores.reduce((s, n) => s + n, 0) / scores.length : 0;

/**
 * The last reviews' scores in the order they came, one column each, with the recent half's
 * average against the half before it (the figure a coach acts on).
 */
export function ScoreTrend({ points }: ScoreTrendProps) {
  const half = Math.floor(points.length / 2);
  const earlier = average(points.slice(0, half).map((p) => p.score));
  const recent = average(points.slice(half).map((p) => p.score));
  return (
    <section className={styles.card} aria-labelledby="studio-trend">
      <h2 id="studio-trend" className={styles.card__title}>
        {t.trendTitle}
      </h2>
      {points.length === 0 ? (
        <p className={styles.card__empty}>{t.trendEmpty}</p>
      ) : (
        <>
          <ol className={styles.trend} aria-label={t.trendLabel(points.length)}>
            {points.map((p) => (
              <li
                key={p.review_id}
                className={styles.trend__point}
                aria-label={t.trendPoint(p.score, formatKstDate(p.created_at))}
              >
                <span
                  className={p.score <= 3 ? styles['trend__bar--low'] : styles.trend__bar}
                  style={{ height: `${(p.score / 5) * 100}%` }}
                />
              </li>
            ))}
          </ol>
          {half > 0 && (
            <p className={styles.trend__summary}>
              {t.trendSummary(formatRating(recent), formatRating(earlier))}
            </p>
          )}
        </>
      )}
    </section>
  );
}

import { useMemo } from 'react';
import { formatKstDate, formatRating } from '@baeum/shared';
import { BarChart } from '../../../components/chart/BarChart';
import { messages } from '../../../messages';
import styles from './ClassFeedback.module.scss';

const t = messages.classFeedback;

export interface ScoreTrendProps {
  /** The last reviews' scores, oldest first. */
  points: { review_id: number; score: number; created_at: string }[];
}

const average = (scores: number[]) =>
  scores.length ? scores.reduce((s, n) => s + n, 0) / scores.length : 0;

/** 2026.05.14 → 05.14: the axis has little room. */
const shortDate = (iso: string) => formatKstDate(iso).slice(5);
const scoreText = (v: number) => t.trendValue(v);

/**
 * The last reviews' scores in the order they came: a bar chart (uPlot) with its date axis, score
 * axis (0–5) and each score on its bar, 3 or below in grey; the same as a table for screen
 * readers; and the recent half's average against the half before it (the figure a coach acts on).
 */
export function ScoreTrend({ points }: ScoreTrendProps) {
  const half = Math.floor(points.length / 2);
  const earlier = average(points.slice(0, half).map((p) => p.score));
  const recent = average(points.slice(half).map((p) => p.score));
  const chart = useMemo(
    () => ({
      labels: points.map((p) => shortDate(p.created_at)),
      series: [
        { label: t.trendHigh, values: points.map((p) => (p.score > 3 ? p.score : null)) },
        {
          label: t.trendLow,
          values: points.map((p) => (p.score <= 3 ? p.score : null)),
          tone: 'bar--muted' as const,
        },
      ],
    }),
    [points],
  );
  return (
    <section className={styles.card} aria-labelledby="studio-trend">
      <h2 id="studio-trend" className={styles.card__title}>
        {t.trendTitle}
      </h2>
      {points.length === 0 ? (
        <p className={styles.card__empty}>{t.trendEmpty}</p>
      ) : (
        <>
          <BarChart
            labels={chart.labels}
            xLabel={t.trendDate}
            series={chart.series}
            format={scoreText}
            yMax={5}
            height={200}
          />
          <table className="visually-hidden">
            <caption>{t.trendLabel(points.length)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.trendDate}</th>
                <th scope="col">{t.trendScore}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.review_id}>
                  <th scope="row">{formatKstDate(p.created_at)}</th>
                  <td>{t.trendValue(p.score)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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

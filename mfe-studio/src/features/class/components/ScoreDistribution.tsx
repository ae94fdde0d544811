import { ScoreBars, formatNumber } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './ClassFeedback.module.scss';

const t = messages.classFeedback;

export interface ScoreDistributionProps {
  distribution: { score: number; count: number }[];
  total: number;
}

/** How many reviews gave each score, 5 to 1, as bars with the count and share in words. */
export function ScoreDistribution({ distribution, total }: ScoreDistributionProps) {
  const rows = [5, 4, 3, 2, 1].map((score) => {
    const count = distribution.find((d) => d.score === score)?.count ?? 0;
    return { score, count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
  return (
    <section className={styles.card} aria-labelledby="studio-distribution">
      <h2 id="studio-distribution" className={styles.card__title}>
        {t.distributionTitle}
      </h2>
      <ScoreBars
        bars={rows.map((row) => ({
          score: row.score,
          label: t.scoreLabel(row.score),
          count: formatNumber(row.count),
          percent: row.percent,
          accessibleLabel: t.distributionRow(row.score, formatNumber(row.count), row.percent),
        }))}
      />
    </section>
  );
}

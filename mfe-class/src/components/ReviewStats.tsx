import { useId } from 'react';
import { ScoreBars, Stars, formatNumber, roundUpRating } from '@baeum/shared';
import type { ReviewStatis } from '@baeum/shared';
import { messages } from '../messages';
import styles from './ReviewStats.module.scss';

const t = messages.reviews;

/** The score (rounded up to one decimal, spec §5), the stars and the distribution by score. */
export function ReviewStats({
  statis,
  headingLevel = 2,
}: {
  statis: ReviewStatis;
  /** 3 inside a section that has its own h2. */
  headingLevel?: 2 | 3;
}) {
  const total = statis.review_cnt;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const titleId = useId();
  return (
    <section className={styles.stats} aria-labelledby={titleId}>
      <Heading id={titleId} className="visually-hidden">
        {t.statsTitle}
      </Heading>
      <div className={styles.stats__score}>
        <p className={styles.stats__number}>{roundUpRating(statis.review_score).toFixed(1)}</p>
        <Stars rating={statis.review_score} size={20} />
        <p className={styles.stats__total}>{t.total(formatNumber(total) || '0')}</p>
      </div>
      <ScoreBars
        className={styles.stats__bars}
        label={t.distribution}
        tone="brand"
        bars={statis.score_list.map(({ score, cnt }) => {
          const percent = total > 0 ? Math.round((cnt / total) * 100) : 0;
          const count = t.scoreCount(formatNumber(cnt) || '0', percent);
          return { score, label: t.scoreLabel(score), count, percent };
        })}
      />
    </section>
  );
}

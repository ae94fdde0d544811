import type { ReactNode } from 'react';
import { cx } from '../classNames';
import styles from './ScoreBars.module.scss';

export interface ScoreBar {
  score: number;
  /** The visible score (5점). */
  label: ReactNode;
  /** The visible count (12개 (40%), or 12). */
  count: ReactNode;
  /** How much of the track is filled, 0 to 100. */
  percent: number;
  /** The whole row in words, read instead of its visible parts (which are then hidden). */
  accessibleLabel?: string;
}

export interface ScoreBarsProps {
  bars: ScoreBar[];
  /** Names the list. */
  label?: string;
  /** 'star' (default): star-coloured fill in narrow columns; 'brand': brand fill, wider columns. */
  tone?: 'star' | 'brand';
  className?: string;
}

/**
 * How many reviews gave each score, as a list of bars (the class page's review stats, the
 * studio's score distribution). The track is decoration; a row is read as its label and count,
 * or as its `accessibleLabel`.
 */
export function ScoreBars({ bars, label, tone = 'star', className }: ScoreBarsProps) {
  const brand = tone === 'brand';
  return (
    <ul className={cx(styles.bars, className)} aria-label={label}>
      {bars.map((bar) => {
        const hidden = bar.accessibleLabel ? true : undefined;
        return (
          <li
            key={bar.score}
            className={cx(styles.bar, brand && styles['bar--wide'])}
            aria-label={bar.accessibleLabel}
          >
            <span aria-hidden={hidden}>{bar.label}</span>
            <span className={styles.bar__track} aria-hidden="true">
              <span
                className={cx(styles.bar__fill, brand && styles['bar__fill--brand'])}
                style={{ width: `${bar.percent}%` }}
              />
            </span>
            <span className={styles.bar__count} aria-hidden={hidden}>
              {bar.count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

import { uiMessages } from '../../messages/ui';
import { formatRating, roundUpRating } from '../../utils/rating';
import { cx } from '../classNames';
import { Icon } from '../Icon/Icon';
import styles from './Stars.module.scss';

/** Spec §9: the star sizes in use. */
export const STAR_SIZES = [16, 20, 30, 40, 50] as const;
export type StarSize = (typeof STAR_SIZES)[number];

export interface StarsProps {
  rating: number | string | null | undefined;
  size?: StarSize;
  /** Prints the score ("4.5") after the stars. */
  showScore?: boolean;
  className?: string;
}

/** Five stars filled to the rating, rounded up to one decimal (spec §5); named "별점 4.5점". */
export function Stars({ rating, size = 16, showScore = false, className }: StarsProps) {
  const score = roundUpRating(rating);
  const label = uiMessages.stars.label(formatRating(score));
  const five = Array.from({ length: 5 }, (_, i) => <Icon key={i} name="star" size={size} />);

  return (
    <span className={cx(styles.stars, className)}>
      <span className={styles.stars__track} role="img" aria-label={label} style={{ height: size }}>
        <span className={styles.stars__base}>{five}</span>
        <span className={styles.stars__fill} style={{ width: `${(score / 5) * 100}%` }}>
          {five}
        </span>
      </span>
      {showScore && (
        <span
          className={cx(styles.stars__score, styles[`stars__score--${size}`])}
          aria-hidden="true"
        >
          {formatRating(score)}
        </span>
      )}
    </span>
  );
}

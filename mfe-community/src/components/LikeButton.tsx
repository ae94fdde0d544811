import { Icon, cx, formatNumber } from '@baeum/shared';
import { messages } from '../messages';
import styles from './LikeButton.module.scss';

const t = messages.detail;

/**
 * A like toggle (feed cards, a post, its replies): aria-pressed tells whether the viewer likes
 * it, the count is read with it. What a tap does is the shared `useLike` action.
 */
export function LikeButton({
  liked,
  count,
  onToggle,
  className,
}: {
  liked: boolean;
  count: number;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={cx(styles.like, liked && styles['like--on'], className)}
      aria-pressed={liked}
      onClick={onToggle}
    >
      <Icon name="heart" size={18} />
      <span>{t.likeCount(formatNumber(count) || '0')}</span>
    </button>
  );
}

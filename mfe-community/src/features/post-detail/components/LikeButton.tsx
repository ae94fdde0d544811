import { Icon, cx, formatNumber } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './PostDetail.module.scss';

const t = messages.detail;

/** A like toggle: aria-pressed tells whether the viewer likes it, the count is read with it. */
export function LikeButton({
  liked,
  count,
  onToggle,
}: {
  liked: boolean;
  count: number;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={cx(styles.action, liked && styles['action--on'])}
      aria-pressed={liked}
      onClick={onToggle}
    >
      <Icon name="heart" size={18} />
      <span>{t.likeCount(formatNumber(count) || '0')}</span>
    </button>
  );
}

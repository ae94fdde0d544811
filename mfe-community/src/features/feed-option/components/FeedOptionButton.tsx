import { Icon } from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { authorOf, useFeedOptions } from '../hooks/useFeedOptions';
import styles from './FeedOption.module.scss';

/** The 더 보기 button of a post: opens the FeedOption sheet (a dialog). */
export function FeedOptionButton({
  post,
  onDeleted,
}: {
  post: FeedItemWire;
  /** After one's own post is deleted (the detail page leaves for the feed). */
  onDeleted?: () => void;
}) {
  const options = useFeedOptions({ onDeleted });
  return (
    <button
      type="button"
      className={styles.more}
      aria-haspopup="dialog"
      aria-label={messages.option.open(authorOf(post))}
      onClick={() => options.open(post)}
    >
      <Icon name="more" size={20} />
    </button>
  );
}

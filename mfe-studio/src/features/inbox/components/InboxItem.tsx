import type { InboxReviewWire } from '@baeum/shared';
import { ReplyForm } from '../../../components/ReplyForm';
import { ReviewMeta, ReviewParts } from '../../../components/ReviewParts';
import { messages } from '../../../messages';
import styles from './Inbox.module.scss';

const t = messages.inbox;

export interface InboxItemProps {
  review: InboxReviewWire;
  /** Resolves when the server took the reply; rejects to keep the text here. */
  onReply: (content: string) => Promise<unknown>;
  error?: string | null;
  /** The draft lives with the queue, so a reply that fails comes back with its text. */
  text: string;
  onTextChange: (text: string) => void;
}

/** One unanswered review with its reply box. */
export function InboxItem({ review, onReply, error, text, onTextChange: setText }: InboxItemProps) {
  return (
    <article className={styles.item} aria-label={t.itemOf(review.user_name, review.class_name)}>
      <header className={styles.item__header}>
        <p className={styles.item__class}>{review.class_name}</p>
        <ReviewMeta {...review} className={styles.item__meta} />
      </header>
      <ReviewParts {...review} />
      <ReplyForm
        author={review.user_name}
        text={text}
        onTextChange={setText}
        onReply={onReply}
        error={error}
        marker="data-inbox-reply"
      />
    </article>
  );
}

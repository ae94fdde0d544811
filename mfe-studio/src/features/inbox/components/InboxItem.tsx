import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Stars, TextArea, formatTimeAgo } from '@baeum/shared';
import type { InboxReviewWire } from '@baeum/shared';
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
  const [empty, setEmpty] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return setEmpty(true);
    setEmpty(false);
    await onReply(content).catch(() => undefined);
  };
  const parts = [
    [t.pros, review.pros_content],
    [t.cons, review.cons_content],
    [t.suggestions, review.suggestions],
  ].filter(([, v]) => v);
  return (
    <article className={styles.item} aria-label={t.itemOf(review.user_name, review.class_name)}>
      <header className={styles.item__header}>
        <p className={styles.item__class}>{review.class_name}</p>
        <p className={styles.item__meta}>
          <Stars rating={review.score} size={16} />
          <span>{review.user_name}</span>
          <span>{formatTimeAgo(review.created_at)}</span>
        </p>
      </header>
      <dl className={styles.item__parts}>
        {parts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <form className={styles.item__form} onSubmit={submit}>
        <TextArea
          label={t.replyLabel(review.user_name)}
          hideLabel
          rows={3}
          maxLength={2000}
          showCount={false}
          placeholder={t.replyPlaceholder}
          value={text}
          error={empty ? t.replyEmpty : error}
          onChange={(e) => setText(e.target.value)}
          data-inbox-reply=""
        />
        <Button type="submit" size="sm">
          {t.send}
        </Button>
      </form>
    </article>
  );
}

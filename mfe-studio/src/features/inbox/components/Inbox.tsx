import { useRef, useState } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@baeum/shared';
import { messages } from '../../../messages';
import { useInbox } from '../hooks/useInbox';
import { InboxItem } from './InboxItem';
import styles from './Inbox.module.scss';

const t = messages.inbox;

/**
 * 답변 대기: every unanswered review across the coach's classes, oldest first. A reply takes the
 * item out at once and moves focus to the next reply box; on failure the item comes back with
 * its text and a message.
 */
export function Inbox() {
  const { inbox, reply } = useInbox();
  const list = useRef<HTMLUListElement>(null);
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);
  const [drafts, setDrafts] = useState<Record<number, string>>({});

  if (inbox.isPending) {
    return (
      <div role="status" aria-label={t.loading} className={styles.loading}>
        <Skeleton height={140} />
        <Skeleton height={140} />
      </div>
    );
  }
  if (inbox.isError && !inbox.data)
    return <ErrorState title={t.loadError} onRetry={() => void inbox.refetch()} />;
  const reviews = inbox.data.list;
  if (reviews.length === 0)
    return <EmptyState icon="success" title={t.emptyTitle} description={t.emptyDescription} />;

  const send = (reviewId: number, index: number) => async (content: string) => {
    setFailed(null);
    // Focus moves on to the next review's box (the one that will take this one's place).
    const boxes = list.current?.querySelectorAll<HTMLTextAreaElement>('[data-inbox-reply]');
    const next = boxes?.[index + 1] ?? boxes?.[index - 1];
    next?.focus();
    try {
      await reply.mutateAsync({ reviewId, content });
      setDrafts(({ [reviewId]: _sent, ...rest }) => rest);
    } catch (error) {
      setFailed({ id: reviewId, message: t.replyFailed });
      throw error;
    }
  };

  return (
    <ul ref={list} className={styles.list} aria-label={t.listLabel(inbox.data.total_count)}>
      {reviews.map((review, index) => (
        <li key={review.review_id}>
          <InboxItem
            review={review}
            onReply={send(review.review_id, index)}
            error={failed?.id === review.review_id ? failed.message : null}
            text={drafts[review.review_id] ?? ''}
            onTextChange={(text) => setDrafts((d) => ({ ...d, [review.review_id]: text }))}
          />
        </li>
      ))}
    </ul>
  );
}

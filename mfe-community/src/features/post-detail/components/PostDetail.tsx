import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  feedQueries,
  useInfiniteQuery,
} from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { usePostActions } from '../hooks/usePostActions';
import { PostArticle } from './PostArticle';
import { ReplyForm } from './ReplyForm';
import { ReplyItem } from './ReplyItem';
import styles from './PostDetail.module.scss';

const t = messages.detail;

/** A post with its replies (paged), the like toggles and the reply box. */
export function PostDetail({
  post,
  renderOptions,
}: {
  post: FeedItemWire;
  /** The post's 더 보기 control, given by the page (another feature owns it). */
  renderOptions?: (post: FeedItemWire) => ReactNode;
}) {
  const postId = post.comment_id;
  const replies = useInfiniteQuery(feedQueries.replies(postId));
  const actions = usePostActions(postId);
  // The reply being edited in the reply box (one's own), if any.
  const [editing, setEditing] = useState<FeedItemWire | null>(null);
  const list = replies.data?.pages.flatMap((page) => page.list ?? []) ?? [];

  return (
    <div className={styles.detail}>
      <PostArticle
        post={post}
        onToggleLike={() => actions.toggleLike(postId)}
        options={renderOptions?.(post)}
      />
      <section id="replies" className={styles.replies} aria-labelledby="replies-title">
        <h2 id="replies-title" className={styles.replies__title}>
          {t.repliesTitle}
        </h2>
        {replies.status === 'pending' ? (
          <div role="status" aria-label={t.loadingReplies} className={styles.replies__loading}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </div>
        ) : replies.status === 'error' ? (
          <ErrorState title={t.repliesError} onRetry={() => void replies.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState icon="reply" title={t.noReplies} description={t.noRepliesDescription} />
        ) : (
          <ul className={styles.replies__list} aria-label={t.repliesTitle}>
            {list.map((reply) => (
              <li key={reply.comment_id}>
                <ReplyItem
                  reply={reply}
                  onToggleLike={() => actions.toggleLike(reply.comment_id)}
                  onEdit={() => setEditing(reply)}
                  onDelete={() => {
                    if (editing?.comment_id === reply.comment_id) setEditing(null);
                    actions.remove.mutate(reply.comment_id);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {replies.hasNextPage && (
          <Button
            variant="secondary"
            fullWidth
            loading={replies.isFetchingNextPage}
            onClick={() => void replies.fetchNextPage()}
          >
            {t.moreReplies}
          </Button>
        )}
      </section>
      <ReplyForm
        // Editing another reply (or leaving the edit) starts the box anew.
        key={editing?.comment_id ?? 'new'}
        postId={post.comment_id}
        onSend={(text) => actions.reply.mutateAsync(text)}
        sending={actions.reply.isPending || actions.edit.isPending}
        editing={editing}
        onSave={(reply, content) =>
          actions.edit.mutateAsync({ replyId: reply.comment_id, content })
        }
        onCancelEdit={() => setEditing(null)}
      />
    </div>
  );
}

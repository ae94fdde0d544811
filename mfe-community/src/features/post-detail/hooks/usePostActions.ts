import {
  deleteComment,
  feedQueries,
  patchQueryData,
  saveComment,
  showToast,
  useMutation,
  useQueryClient,
} from '@baeum/shared';
import { messages } from '../../../messages';
import { mapFeedCache } from '../../../lib/feedCache';
import { useLike } from '../../../lib/useLike';
import type { RepliesData } from '../../../lib/feedCache';

const t = messages.detail;

/**
 * Likes (the community's one like action), replies, reply edits and reply deletion on one post,
 * each shown at once and undone on failure.
 */
export function usePostActions(postId: number) {
  const qc = useQueryClient();
  const toggleLike = useLike();

  const reply = useMutation({
    mutationFn: (content: string) => saveComment(postId, { content }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: feedQueries.replies(postId).queryKey }),
        qc.invalidateQueries({ queryKey: feedQueries.post(postId).queryKey, exact: true }),
      ]);
    },
  });

  // Editing one's own reply (squareComment with reply_id): every cached copy takes the new text.
  const edit = useMutation({
    mutationFn: ({ replyId, content }: { replyId: number; content: string }) =>
      saveComment(postId, { type: 'update', reply_id: replyId, content }),
    onSuccess: (answer, { replyId, content }) =>
      mapFeedCache(qc, (item) =>
        item.comment_id === replyId
          ? {
              ...item,
              content: answer.comment?.content ?? content,
              updated_at: answer.comment?.updated_at ?? item.updated_at,
            }
          : item,
      ),
  });

  const remove = useMutation({
    mutationFn: (replyId: number) => deleteComment(replyId),
    onMutate: (replyId: number) =>
      patchQueryData<RepliesData>(qc, feedQueries.replies(postId).queryKey, (data) => ({
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          list: (page.list ?? []).filter((r) => r.comment_id !== replyId),
        })),
      })),
    onError: (_error, _replyId, undo) => {
      undo?.();
      showToast({ type: 'error', message: t.deleteFailed });
    },
    onSettled: () =>
      qc.invalidateQueries({ queryKey: feedQueries.post(postId).queryKey, exact: true }),
  });

  return { toggleLike, reply, edit, remove };
}

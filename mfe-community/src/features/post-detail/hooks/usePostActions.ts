import { useRef } from 'react';
import {
  deleteComment,
  likeFeed,
  patchQueryData,
  saveComment,
  showToast,
  useMutation,
  useQueryClient,
} from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { patchItem, patchReplies, postKeys } from './postQueries';
import type { RepliesData } from './postQueries';

const t = messages.detail;

function toggledLike(item: FeedItemWire): FeedItemWire {
  const liked = item.like_yn === 'Y';
  return {
    ...item,
    like_yn: liked ? 'N' : 'Y',
    like_status: liked ? 'N' : 'Y',
    like_cnt: Math.max(0, (item.like_cnt ?? 0) + (liked ? -1 : 1)),
  };
}

/** Likes, replies and reply deletion on one post, each shown at once and undone on failure. */
export function usePostActions(postId: number) {
  const qc = useQueryClient();
  // squareLike toggles on the server: while one tap is on its way, further taps on the same item
  // are ignored, so the count can never drift from the server's.
  const liking = useRef(new Set<number>());

  const like = useMutation({
    mutationFn: (commentId: number) => likeFeed(commentId),
    onMutate: (commentId: number) => {
      const undoPost = patchQueryData<FeedItemWire>(qc, postKeys.detail(postId), (post) =>
        patchItem(post, commentId, toggledLike),
      );
      const undoReplies = patchQueryData<RepliesData>(qc, postKeys.replies(postId), (data) =>
        patchReplies(data, commentId, toggledLike),
      );
      return () => {
        undoPost();
        undoReplies();
      };
    },
    onError: (_error, _commentId, undo) => {
      undo?.();
      showToast({ type: 'error', message: t.likeFailed });
    },
    onSuccess: (answer, commentId) => {
      const settle = (item: FeedItemWire) => ({
        ...item,
        like_yn: answer.like_yn,
        like_status: answer.like_status,
        like_cnt: answer.like_cnt,
      });
      qc.setQueryData<FeedItemWire>(
        postKeys.detail(postId),
        (post) => post && patchItem(post, commentId, settle),
      );
      qc.setQueryData<RepliesData>(
        postKeys.replies(postId),
        (data) => data && patchReplies(data, commentId, settle),
      );
    },
    onSettled: (_answer, _error, commentId) => {
      liking.current.delete(commentId);
    },
  });

  const toggleLike = (commentId: number) => {
    if (liking.current.has(commentId)) return;
    liking.current.add(commentId);
    like.mutate(commentId);
  };

  const reply = useMutation({
    mutationFn: (content: string) => saveComment(postId, { content }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: postKeys.replies(postId) }),
        qc.invalidateQueries({ queryKey: postKeys.detail(postId), exact: true }),
      ]);
    },
  });

  const remove = useMutation({
    mutationFn: (replyId: number) => deleteComment(replyId),
    onMutate: (replyId: number) =>
      patchQueryData<RepliesData>(qc, postKeys.replies(postId), (data) => ({
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
    onSettled: () => qc.invalidateQueries({ queryKey: postKeys.detail(postId), exact: true }),
  });

  return { toggleLike, reply, remove };
}

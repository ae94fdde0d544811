import { useRef } from 'react';
import {
  likeFeed,
  openModal,
  showToast,
  useAtomValue,
  useMutation,
  useQueryClient,
  userAtom,
} from '@baeum/shared';
import type { FeedItemWire, LikeAnswer } from '@baeum/shared';
import { messages } from '../messages';
import { mapFeedCache } from './feedCache';

type LikeFields = Pick<FeedItemWire, 'like_yn' | 'like_status' | 'like_cnt'>;

function toggled(item: FeedItemWire): LikeFields {
  const liked = item.like_yn === 'Y';
  return {
    like_yn: liked ? 'N' : 'Y',
    like_status: liked ? 'N' : 'Y',
    like_cnt: Math.max(0, (item.like_cnt ?? 0) + (liked ? -1 : 1)),
  };
}

/**
 * The one like action of the community (feed cards, a post, its replies): the like shows at
 * once on every cached copy of the item (each list, the post, its replies), settles to the
 * server's count, and goes back with a toast when refused. A visitor gets the Login modal.
 * `squareLike` toggles on the server: while one tap is on its way, further taps on the same item
 * are ignored, so the count can never drift from the server's.
 */
export function useLike() {
  const qc = useQueryClient();
  const user = useAtomValue(userAtom);
  const liking = useRef(new Set<number>());

  const set = (commentId: number, fields: (item: FeedItemWire) => LikeFields) =>
    mapFeedCache(qc, (item) =>
      item.comment_id === commentId ? { ...item, ...fields(item) } : item,
    );

  const like = useMutation({
    mutationFn: (commentId: number) => likeFeed(commentId),
    onMutate: (commentId: number) => {
      const before = new Map<number, LikeFields>();
      // Every copy of an item holds the same state: toggle each, remember the first.
      set(commentId, (item) => {
        if (!before.has(commentId))
          before.set(commentId, {
            like_yn: item.like_yn,
            like_status: item.like_status,
            like_cnt: item.like_cnt,
          });
        return toggled(before.get(commentId) as FeedItemWire);
      });
      return () => {
        const previous = before.get(commentId);
        if (previous) set(commentId, () => previous);
      };
    },
    onError: (_error, _commentId, undo) => {
      undo?.();
      showToast({ type: 'error', message: messages.detail.likeFailed });
    },
    onSuccess: (answer: LikeAnswer, commentId) =>
      set(commentId, () => ({
        like_yn: answer.like_yn,
        like_status: answer.like_status,
        like_cnt: answer.like_cnt,
      })),
    onSettled: (_answer, _error, commentId) => {
      liking.current.delete(commentId);
    },
  });

  return (commentId: number) => {
    if (user.isLoaded && !user.id) {
      openModal('Login');
      return;
    }
    if (liking.current.has(commentId)) return;
    liking.current.add(commentId);
    like.mutate(commentId);
  };
}

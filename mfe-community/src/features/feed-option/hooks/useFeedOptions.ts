import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  deleteComment,
  nativeBridge,
  openModal,
  reportFeed,
  showToast,
  useAtomValue,
  useBlockMutation,
  useFollowMutation,
  useMutation,
  useQueryClient,
  userAtom,
} from '@baeum/shared';
import type { FeedItemWire, SocialChange } from '@baeum/shared';
import { messages } from '../../../messages';
import { byAuthor, byPost, dropFromLists, patchFeedItems } from './feedCache';

const t = messages.option;

/** What the FeedOption sheet offers; which ones depends on the post (see optionsFor). */
export type FeedAction =
  | 'edit'
  | 'delete'
  | 'hide'
  | 'unhide'
  | 'follow'
  | 'unfollow'
  | 'block'
  | 'unblock'
  | 'report'
  | 'share';

/** Actions that need a signed-in viewer: a visitor gets the Login modal instead. */
const NEEDS_LOGIN: ReadonlySet<FeedAction> = new Set([
  'hide',
  'unhide',
  'follow',
  'unfollow',
  'block',
  'unblock',
  'report',
]);

const isYes = (value: unknown) => value === 'Y' || value === true;

export function authorOf(post: FeedItemWire): string {
  return post.user_name || post.user_info?.user_name || messages.post.anonymous;
}

/** One's own post: edit, delete, share. Another's: hide, follow, block, report, share. */
export function optionsFor(post: FeedItemWire): FeedAction[] {
  if (post.mine === 'Y') return ['edit', 'delete', 'share'];
  const blocked = isYes(post.block_flag) || isYes(post.blocked);
  const following = isYes(post.friend_status ?? post.user_info?.friend_status);
  return [
    post.poor_flag === 'Y' ? 'unhide' : 'hide',
    // A blocked author cannot be followed; unblocking comes first.
    ...(blocked ? [] : [following ? 'unfollow' : ('follow' as const)]),
    blocked ? 'unblock' : 'block',
    'report',
    'share',
  ] as FeedAction[];
}

export function postUrl(commentId: number): string {
  return new URL(`/community/${commentId}`, window.location.origin).href;
}

/**
 * The FeedOption sheet of a post and what each choice does. Every change shows at once in
 * every cached list and post, and goes back with a toast when the server refuses.
 */
export function useFeedOptions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);

  /** The author's name for the toasts, by their id (from the post the sheet was opened on). */
  const authors = useRef(new Map<number, string>()).current;
  const authorFor = ({ userId }: SocialChange) => authors.get(Number(userId)) ?? '';

  const hide = useMutation({
    mutationFn: ({ post, hidden }: { post: FeedItemWire; hidden: boolean }) =>
      reportFeed(post.comment_id, hidden),
    onMutate: ({ post, hidden }) =>
      patchFeedItems(qc, byPost(post.comment_id), { poor_flag: hidden ? 'Y' : 'N' }),
    onError: (_error, { hidden }, undo) => {
      undo?.();
      showToast({ type: 'error', message: hidden ? t.hideFailed : t.unhideFailed });
    },
    onSuccess: (_answer, { hidden }) =>
      showToast({ type: 'success', message: hidden ? t.hidden : t.unhidden }),
  });

  // Follow and block change the profile (shared) and every cached post of the author here.
  const follow = useFollowMutation({
    alsoPatch: ({ userId, on }) =>
      patchFeedItems(qc, byAuthor(Number(userId)), { friend_status: on ? 'Y' : 'N' }),
    onDone: (change) =>
      showToast({
        type: 'success',
        message: change.on ? t.followed(authorFor(change)) : t.unfollowed(authorFor(change)),
      }),
    onFailed: () => showToast({ type: 'error', message: t.followFailed }),
  });

  const block = useBlockMutation({
    // Blocking also ends the follow both ways on the server.
    alsoPatch: ({ userId, on }) =>
      patchFeedItems(qc, byAuthor(Number(userId)), {
        block_flag: on ? 'Y' : 'N',
        blocked: on ? 'Y' : 'N',
        ...(on ? { friend_status: 'N' } : {}),
      }),
    onDone: (change) =>
      showToast({
        type: 'success',
        message: change.on ? t.blocked(authorFor(change)) : t.unblocked(authorFor(change)),
      }),
    onFailed: () => showToast({ type: 'error', message: t.blockFailed }),
  });

  const remove = useMutation({
    mutationFn: (post: FeedItemWire) => deleteComment(post.comment_id),
    onError: () => showToast({ type: 'error', message: t.deleteFailed }),
    onSuccess: (_answer, post) => {
      dropFromLists(qc, post.comment_id);
      showToast({ type: 'success', message: t.deleted });
      onDeleted?.();
    },
  });

  const setFollow = (post: FeedItemWire, on: boolean) => {
    authors.set(post.user_id, authorOf(post));
    follow.mutate({ userId: post.user_id, on });
  };
  const setBlock = (post: FeedItemWire, on: boolean) => {
    authors.set(post.user_id, authorOf(post));
    block.mutate({ userId: post.user_id, on });
  };

  const run = (action: FeedAction, post: FeedItemWire) => {
    if (NEEDS_LOGIN.has(action) && !user.id) {
      openModal('Login');
      return;
    }
    const id = post.comment_id;
    switch (action) {
      case 'edit':
        nativeBridge.feedEdit(
          { commentId: id },
          { fallback: () => navigate(`/community/${id}/edit`) },
        );
        return;
      case 'delete':
        openModal('ConfirmDialog', {
          message: t.deleteQuestion,
          confirmLabel: t.deleteConfirm,
          onConfirm: () => remove.mutate(post),
        });
        return;
      case 'hide':
      case 'unhide':
        hide.mutate({ post, hidden: action === 'hide' });
        return;
      case 'follow':
      case 'unfollow':
        setFollow(post, action === 'follow');
        return;
      case 'block':
        openModal('ConfirmDialog', {
          message: t.blockQuestion(authorOf(post)),
          confirmLabel: t.blockConfirm,
          onConfirm: () => setBlock(post, true),
        });
        return;
      case 'unblock':
        setBlock(post, false);
        return;
      case 'report':
        nativeBridge.reportUser(
          { userId: post.user_id },
          { fallback: () => navigate(`/user/report/${post.user_id}?post=${id}`) },
        );
        return;
      case 'share':
        openModal('Share', {
          url: postUrl(id),
          title: messages.share.postTitle(authorOf(post)),
          linkLabel: messages.share.link,
        });
        return;
    }
  };

  /** Opens the sheet; the sheet closes itself before the chosen action runs. */
  const open = (post: FeedItemWire) =>
    openModal('FeedOption', {
      post,
      options: optionsFor(post),
      onSelect: (action: FeedAction) => run(action, post),
    });

  return { open };
}

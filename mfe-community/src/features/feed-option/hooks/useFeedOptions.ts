import { useNavigate } from 'react-router-dom';
import {
  blockUser,
  deleteComment,
  followUser,
  nativeBridge,
  openModal,
  reportFeed,
  showToast,
  unblockUser,
  unfollowUser,
  useAtomValue,
  useQueryClient,
  userAtom,
} from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
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

  const hide = async (post: FeedItemWire, hidden: boolean) => {
    const undo = patchFeedItems(qc, byPost(post.comment_id), { poor_flag: hidden ? 'Y' : 'N' });
    try {
      await reportFeed(post.comment_id, hidden);
      showToast({ type: 'success', message: hidden ? t.hidden : t.unhidden });
    } catch {
      undo();
      showToast({ type: 'error', message: hidden ? t.hideFailed : t.unhideFailed });
    }
  };

  const setFollow = async (post: FeedItemWire, follow: boolean) => {
    const author = authorOf(post);
    const undo = patchFeedItems(qc, byAuthor(post.user_id), {
      friend_status: follow ? 'Y' : 'N',
    });
    const done = await (follow ? followUser(post.user_id) : unfollowUser(post.user_id));
    if (!done) {
      undo();
      showToast({ type: 'error', message: t.followFailed });
    } else {
      showToast({ type: 'success', message: follow ? t.followed(author) : t.unfollowed(author) });
    }
  };

  const setBlock = async (post: FeedItemWire, block: boolean) => {
    const author = authorOf(post);
    const flag = block ? 'Y' : 'N';
    // Blocking also ends the follow both ways on the server.
    const undo = patchFeedItems(qc, byAuthor(post.user_id), {
      block_flag: flag,
      blocked: flag,
      ...(block ? { friend_status: 'N' } : {}),
    });
    const done = await (block ? blockUser(post.user_id) : unblockUser(post.user_id));
    if (!done) {
      undo();
      showToast({ type: 'error', message: t.blockFailed });
    } else {
      showToast({ type: 'success', message: block ? t.blocked(author) : t.unblocked(author) });
    }
  };

  const remove = async (post: FeedItemWire) => {
    try {
      await deleteComment(post.comment_id);
    } catch {
      showToast({ type: 'error', message: t.deleteFailed });
      return;
    }
    dropFromLists(qc, post.comment_id);
    showToast({ type: 'success', message: t.deleted });
    onDeleted?.();
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
          onConfirm: () => void remove(post),
        });
        return;
      case 'hide':
      case 'unhide':
        void hide(post, action === 'hide');
        return;
      case 'follow':
      case 'unfollow':
        void setFollow(post, action === 'follow');
        return;
      case 'block':
        openModal('ConfirmDialog', {
          message: t.blockQuestion(authorOf(post)),
          confirmLabel: t.blockConfirm,
          onConfirm: () => void setBlock(post, true),
        });
        return;
      case 'unblock':
        void setBlock(post, false);
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

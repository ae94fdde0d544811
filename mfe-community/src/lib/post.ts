// What the feed and a post's page both read off a post the same way.
import type { FeedItemWire } from '@baeum/shared';

/** The photos of a post: photo_list when the server sends one, else the single photo. */
export function photosOf(post: FeedItemWire): string[] {
  const list = (post.photo_list ?? []).filter(Boolean);
  if (list.length > 0) return list;
  return post.photo ? [post.photo] : [];
}

/** Whether the viewer follows the author (never shown on one's own posts). */
export function isFollowing(post: FeedItemWire): boolean {
  const status = post.friend_status ?? post.user_info?.friend_status;
  return post.mine !== 'Y' && status === 'Y';
}

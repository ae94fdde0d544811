import type { ReactNode } from 'react';
import { Avatar, formatTimeAgo } from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../messages';
import { isFollowing } from '../lib/post';
import styles from './PostByline.module.scss';

interface Props {
  post: FeedItemWire;
  /** The author's name as the page shows it (plain text in the feed, a profile link on a post). */
  author: ReactNode;
  /** The name for the avatar's initial. */
  name: string;
  avatarSize: number;
  /** The 더 보기 control, at the end of the header. */
  options?: ReactNode;
}

/** A post's header: the author's avatar, name, time and 팔로잉, then the post's options. */
export function PostByline({ post, author, name, avatarSize, options }: Props) {
  return (
    <header className={styles.header}>
      {/* Coaches show a badge on their avatars (spec §1). */}
      <Avatar
        src={post.user_photo || post.user_info?.user_photo}
        name={name}
        size={avatarSize}
        isCoach={post.coach_yn === 'Y'}
        decorative
      />
      <div className={styles.byline}>
        {author}
        <p className={styles.meta}>
          {/* A relative time can move on ("3 minutes ago" becomes "4") between the server's drawing and
              hydration: React keeps the drawn text instead of redrawing the part (#418). */}
          <time className={styles.time} dateTime={post.created_at} suppressHydrationWarning>
            {formatTimeAgo(post.created_at)}
          </time>
          {isFollowing(post) && <span className={styles.following}>{messages.post.following}</span>}
        </p>
      </div>
      {options}
    </header>
  );
}

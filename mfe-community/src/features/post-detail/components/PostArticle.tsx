import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, Icon, PhotoList, formatNumber, formatTimeAgo } from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { LikeButton } from './LikeButton';
import { youtubeId } from '../youtube';
import { YouTubeVideo } from './YouTubeVideo';
import styles from './PostDetail.module.scss';

const t = messages.detail;

/** The author is blocked, or the viewer hid this post (poorFeed): a notice stands for it. */
export function isHidden(item: FeedItemWire): boolean {
  return (
    item.block_flag === 'Y' ||
    item.blocked === 'Y' ||
    item.blocked === true ||
    item.poor_flag === 'Y'
  );
}

function photosOf(post: FeedItemWire): string[] {
  const list = (post.photo_list ?? []).filter(Boolean);
  return list.length > 0 ? list : post.photo ? [post.photo] : [];
}

export function PostArticle({
  post,
  onToggleLike,
  options,
}: {
  post: FeedItemWire;
  onToggleLike: () => void;
  /** The 더 보기 control (edit, delete, hide, follow, block, report, share), given by the page. */
  options?: ReactNode;
}) {
  const author = post.user_name || post.user_info?.user_name || t.anonymous;
  const hidden = isHidden(post);
  const photos = hidden ? [] : photosOf(post);
  const video = hidden ? null : youtubeId(post.youtube_file);
  const following =
    post.mine !== 'Y' && (post.friend_status ?? post.user_info?.friend_status) === 'Y';

  return (
    <article className={styles.post} aria-labelledby="post-author">
      <header className={styles.post__header}>
        <Avatar
          src={post.user_photo || post.user_info?.user_photo}
          name={author}
          size={44}
          isCoach={post.coach_yn === 'Y'}
          decorative
        />
        <div className={styles.post__byline}>
          <Link id="post-author" className={styles.post__author} to={`/user/${post.user_id}`}>
            {author}
          </Link>
          <p className={styles.post__meta}>
            <time className={styles.post__time} dateTime={post.created_at}>
              {formatTimeAgo(post.created_at)}
            </time>
            {following && <span className={styles.post__following}>{t.following}</span>}
          </p>
        </div>
        {options}
      </header>
      {hidden ? (
        <p className={styles.post__hidden}>{t.hidden}</p>
      ) : (
        <>
          {post.class_name && post.mcClass_id ? (
            <Link className={styles.post__class} to={`/class/${post.mcClass_id}`}>
              {t.classTag(post.class_name)}
            </Link>
          ) : null}
          {/* Text only: React escapes it, line breaks come from CSS (pre-wrap), links are not run. */}
          <p className={styles.post__content}>{post.content}</p>
          <PhotoList
            photos={photos}
            label={t.photos(photos.length)}
            alt={(n) => t.photoAlt(author, n)}
            className={styles.post__photos}
            buttonClassName={styles.post__photoButton}
            photoClassName={styles.post__photo}
          />
          {video && <YouTubeVideo id={video} />}
        </>
      )}
      <footer className={styles.post__actions}>
        <LikeButton
          liked={post.like_yn === 'Y'}
          count={post.like_cnt ?? 0}
          onToggle={onToggleLike}
        />
        <span className={styles.action}>
          <Icon name="reply" size={18} />
          {t.replyCount(formatNumber(post.reply_cnt ?? 0) || '0')}
        </span>
      </footer>
    </article>
  );
}

import { Link } from 'react-router-dom';
import {
  Avatar,
  Icon,
  LazyImage,
  formatNumber,
  formatTimeAgo,
  isSafeExternalUrl,
  openExternalLink,
  openModal,
} from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { LikeButton } from './LikeButton';
import styles from './PostDetail.module.scss';

const t = messages.detail;

export function isHidden(item: FeedItemWire): boolean {
  return item.block_flag === 'Y' || item.blocked === 'Y' || item.blocked === true;
}

function photosOf(post: FeedItemWire): string[] {
  const list = (post.photo_list ?? []).filter(Boolean);
  return list.length > 0 ? list : post.photo ? [post.photo] : [];
}

/** Only YouTube links are offered, and only as a link that leaves the site (never embedded raw). */
function youtubeLink(url: string | undefined): string | null {
  if (!url || !isSafeExternalUrl(url)) return null;
  const host = new URL(url).hostname.replace(/^(www|m)\./, '');
  return host === 'youtube.com' || host === 'youtu.be' ? url : null;
}

export function PostArticle({
  post,
  onToggleLike,
  onDelete,
}: {
  post: FeedItemWire;
  onToggleLike: () => void;
  onDelete: () => void;
}) {
  const author = post.user_name || post.user_info?.user_name || t.anonymous;
  const hidden = isHidden(post);
  const photos = hidden ? [] : photosOf(post);
  const youtube = hidden ? null : youtubeLink(post.youtube_file);

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
          <time className={styles.post__time} dateTime={post.created_at}>
            {formatTimeAgo(post.created_at)}
          </time>
        </div>
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
          {photos.length > 0 && (
            <ul className={styles.post__photos} aria-label={t.photos(photos.length)}>
              {photos.map((src, i) => (
                <li key={src}>
                  <LazyImage
                    className={styles.post__photo}
                    src={src}
                    alt={t.photoAlt(author, i + 1)}
                  />
                </li>
              ))}
            </ul>
          )}
          {youtube && (
            <button
              type="button"
              className={styles.post__youtube}
              onClick={() => openExternalLink(youtube)}
            >
              <Icon name="youtube" size={20} />
              {t.watchYoutube}
            </button>
          )}
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
        {post.mine === 'Y' && (
          <span className={styles.post__own}>
            <Link className={styles.action} to={`/community/${post.comment_id}/edit`}>
              <Icon name="edit" size={16} />
              {t.edit}
            </Link>
            <button
              type="button"
              className={styles.action}
              onClick={() =>
                openModal('ConfirmDialog', {
                  message: t.deletePostQuestion,
                  confirmLabel: t.delete,
                  onConfirm: onDelete,
                })
              }
            >
              <Icon name="trash" size={16} />
              {t.delete}
            </button>
          </span>
        )}
      </footer>
    </article>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, LazyImage, formatNumber, nativeBridge, openModal, viaApp } from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { LikeButton } from '../../../components/LikeButton';
import { PostByline } from '../../../components/PostByline';
import { photosOf } from '../../../lib/post';
import styles from './FeedPost.module.scss';

const t = messages.post;

function isBlocked(post: FeedItemWire): boolean {
  return post.block_flag === 'Y' || post.blocked === 'Y' || post.blocked === true;
}

/** How a post's photo loads: the feed's first screen loads at once, its first photo first. */
export type PhotoLoading = 'priority' | 'eager' | 'lazy';

export function FeedPost({
  post,
  options,
  photoLoading = 'lazy',
  onToggleLike,
}: {
  post: FeedItemWire;
  options?: ReactNode;
  photoLoading?: PhotoLoading;
  /** The community's like action (shared with the post page). */
  onToggleLike: () => void;
}) {
  const author = post.user_name || post.user_info?.user_name || t.anonymous;
  const blocked = isBlocked(post);
  const photos = blocked ? [] : photosOf(post);
  const replies = formatNumber(post.reply_cnt ?? 0) || '0';

  return (
    <article tabIndex={-1} className={styles.post} aria-label={t.label(author)}>
      <PostByline
        post={post}
        name={author}
        avatarSize={40}
        author={
          <Link className={styles.post__author} to={`/user/${post.user_id}`}>
            {author}
          </Link>
        }
        options={options}
      />

      {blocked ? (
        <p className={styles['post__content--blocked']}>{t.blocked}</p>
      ) : (
        <>
          {post.class_name && <p className={styles.post__class}>{t.classTag(post.class_name)}</p>}
          {/* Server text is rendered as text only: React escapes it, line breaks come from CSS. */}
          <Link
            className={styles.post__open}
            to={`/community/${post.comment_id}`}
            onClick={viaApp(() => nativeBridge.feedDetail({ commentId: post.comment_id }))}
          >
            <p className={styles.post__content}>{post.content}</p>
          </Link>
          {photos.length > 0 && (
            <button
              type="button"
              className={styles.post__media}
              onClick={() =>
                openModal('MediaPreview', {
                  photos,
                  index: 0,
                  alt: (n: number) => t.photoAltN(author, n),
                })
              }
            >
              <LazyImage
                className={styles.post__photo}
                src={photos[0]}
                alt={t.photoAlt(author)}
                eager={photoLoading === 'eager'}
                priority={photoLoading === 'priority'}
              />
              {photos.length > 1 && (
                <span className={styles['post__photo-count']}>
                  <span aria-hidden="true">+{photos.length - 1}</span>
                  <span className="visually-hidden">{t.morePhotos(photos.length - 1)}</span>
                </span>
              )}
            </button>
          )}
        </>
      )}

      <footer className={styles.post__stats}>
        <LikeButton
          liked={post.like_yn === 'Y'}
          count={post.like_cnt ?? 0}
          onToggle={onToggleLike}
        />
        {/* To the replies; in the app (from 210) its native reply screen. */}
        <Link
          className={styles.post__stat}
          to={`/community/${post.comment_id}#replies`}
          onClick={viaApp(() => nativeBridge.feedReply({ commentId: post.comment_id }))}
        >
          <Icon name="reply" size={18} />
          {t.count(t.replies, replies)}
        </Link>
      </footer>
    </article>
  );
}

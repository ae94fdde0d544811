import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, PhotoList, formatNumber } from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { PostByline } from '../../../components/PostByline';
import { photosOf } from '../../../lib/post';
import { LikeButton } from '../../../components/LikeButton';
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

  return (
    <article className={styles.post} aria-labelledby="post-author">
      <PostByline
        post={post}
        name={author}
        avatarSize={44}
        author={
          <Link id="post-author" className={styles.post__author} to={`/user/${post.user_id}`}>
            {author}
          </Link>
        }
        options={options}
      />
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

import { Link } from 'react-router-dom';
import { Avatar, Icon, formatTimeAgo, openModal } from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { LikeButton } from '../../../components/LikeButton';
import { isHidden } from './PostArticle';
import styles from './PostDetail.module.scss';

const t = messages.detail;

/**
 * One reply: the author (a link to their profile), time, text, its like; one's own reply can be
 * edited (in the reply box) and deleted, another's reported (the report screen, as for posts).
 */
export function ReplyItem({
  reply,
  onToggleLike,
  onEdit,
  onDelete,
}: {
  reply: FeedItemWire;
  onToggleLike: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const author = reply.user_name || t.anonymous;
  const confirmDelete = () =>
    openModal('ConfirmDialog', {
      message: t.deleteReplyQuestion,
      confirmLabel: t.delete,
      onConfirm: onDelete,
    });
  return (
    <article className={styles.reply} aria-label={t.replyOf(author)}>
      <Avatar
        src={reply.user_photo}
        name={author}
        size={32}
        isCoach={reply.coach_yn === 'Y'}
        decorative
      />
      <div className={styles.reply__body}>
        <p className={styles.reply__byline}>
          <Link className={styles.reply__author} to={`/user/${reply.user_id}`}>
            {author}
          </Link>
          {/* A relative time can move on ("3 minutes ago" becomes "4") between the server's drawing and
              hydration: React keeps the drawn text instead of redrawing the part (#418). */}
          <time className={styles.post__time} dateTime={reply.created_at} suppressHydrationWarning>
            {formatTimeAgo(reply.created_at)}
          </time>
        </p>
        <p className={styles.post__content}>{isHidden(reply) ? t.hidden : reply.content}</p>
        <div className={styles.reply__actions}>
          <LikeButton
            liked={reply.like_yn === 'Y'}
            count={reply.like_cnt ?? 0}
            onToggle={onToggleLike}
          />
          {reply.mine === 'Y' ? (
            <>
              <button
                type="button"
                className={styles.action}
                onClick={onEdit}
                aria-label={t.editReplyOf(author)}
              >
                <Icon name="edit" size={16} />
                {t.edit}
              </button>
              <button
                type="button"
                className={styles.action}
                onClick={confirmDelete}
                aria-label={t.deleteReplyOf(author)}
              >
                <Icon name="trash" size={16} />
                {t.delete}
              </button>
            </>
          ) : (
            // The report screen asks a visitor to log in; it files the report against this reply.
            <Link
              className={styles.action}
              to={`/user/report/${reply.user_id}?post=${reply.comment_id}`}
              aria-label={t.reportReplyOf(author)}
            >
              <Icon name="report" size={16} />
              {t.report}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

import { Avatar, Icon, formatTimeAgo, openModal } from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { LikeButton } from './LikeButton';
import { isHidden } from './PostArticle';
import styles from './PostDetail.module.scss';

const t = messages.detail;

export function ReplyItem({
  reply,
  onToggleLike,
  onDelete,
}: {
  reply: FeedItemWire;
  onToggleLike: () => void;
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
          <span className={styles.reply__author}>{author}</span>
          <time className={styles.post__time} dateTime={reply.created_at}>
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
          {reply.mine === 'Y' && (
            <button
              type="button"
              className={styles.action}
              onClick={confirmDelete}
              aria-label={t.deleteReplyOf(author)}
            >
              <Icon name="trash" size={16} />
              {t.delete}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

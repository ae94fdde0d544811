import { Link } from 'react-router-dom';
import {
  Avatar,
  Icon,
  PhotoList,
  Stars,
  cx,
  formatNumber,
  formatTimeAgo,
  nativeBridge,
  viaApp,
} from '@baeum/shared';
import type { ReviewWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './Reviews.module.scss';

const t = messages.reviews;

/** A review v2: score, pros, cons and suggestions (each labelled), photos, progress, the coach's reply, helpful. */
export function ReviewCard({
  review,
  onToggleHelpful,
  detailLink = false,
}: {
  review: ReviewWire;
  onToggleHelpful: () => void;
  /** In a list: a link to the review's own page. */
  detailLink?: boolean;
}) {
  const author = review.user_name || t.anonymous;
  if (review.blocked === 'Y') {
    return (
      <article className={styles.card} aria-label={t.reviewOf(author)}>
        <p className={styles.card__blocked}>{t.blocked}</p>
      </article>
    );
  }
  const parts = [
    { label: t.pros, text: review.pros_content },
    { label: t.cons, text: review.cons_content },
    { label: t.suggestions, text: review.suggestions },
  ].filter((p) => p.text);
  const helpful = review.helpful_yn === 'Y';
  return (
    <article className={styles.card} aria-label={t.reviewOf(author)}>
      <header className={styles.card__header}>
        <Avatar src={review.user_photo} name={author} size={36} decorative />
        <div className={styles.card__byline}>
          <p className={styles.card__author}>{author}</p>
          <p className={styles.card__meta}>
            <Stars rating={review.score} size={16} />
            {/* A relative time can move on ("3 minutes ago" becomes "4") between the server's drawing and
                hydration: React keeps the drawn text instead of redrawing the part (#418). */}
            <span suppressHydrationWarning>{formatTimeAgo(review.created_at)}</span>
            <span>{t.progress(review.progress)}</span>
          </p>
        </div>
      </header>
      <dl className={styles.card__parts}>
        {parts.map((p) => (
          <div key={p.label}>
            <dt>{p.label}</dt>
            {/* Text only: line breaks from CSS, nothing parsed. */}
            <dd>{p.text}</dd>
          </div>
        ))}
      </dl>
      <PhotoList
        photos={review.photo_list}
        label={t.photos(review.photo_list.length)}
        alt={(n) => t.photoAlt(author, n)}
        className={styles.card__photos}
        buttonClassName={styles.card__photoButton}
        photoClassName={styles.card__photo}
      />
      {review.coach_reply && (
        <div className={styles.card__reply}>
          <p className={styles.card__replyTitle}>{t.coachReply}</p>
          <p>{review.coach_reply}</p>
        </div>
      )}
      <button
        type="button"
        className={cx(styles.card__helpful, helpful && styles['card__helpful--on'])}
        aria-pressed={helpful}
        onClick={onToggleHelpful}
      >
        <Icon name="helpful" size={16} />
        {t.helpful(formatNumber(review.helpful_cnt) || '0')}
      </button>
      {detailLink && (
        <Link
          className={styles.card__detail}
          to={`/class/${review.class_id}/review/${review.review_id}`}
          onClick={viaApp(() =>
            nativeBridge.reviewDetail({ classId: review.class_id, reviewId: review.review_id }),
          )}
        >
          {t.detailLink}
        </Link>
      )}
      {review.mine === 'Y' && (
        <Link
          className={styles.card__edit}
          to={`/review/${review.review_id}/edit`}
          onClick={viaApp(() => nativeBridge.reviewEdit({ reviewId: review.review_id }))}
        >
          {messages.reviewWrite.edit}
        </Link>
      )}
    </article>
  );
}

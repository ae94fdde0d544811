import type { StudioClassReviewWire } from '@baeum/shared';
import { ReplyForm } from '../../../components/ReplyForm';
import { ReviewMeta, ReviewParts } from '../../../components/ReviewParts';
import { messages } from '../../../messages';
import styles from './ClassFeedback.module.scss';

const t = messages.classFeedback;

export interface ClassReviewItemProps {
  review: StudioClassReviewWire;
  text: string;
  onTextChange: (text: string) => void;
  onReply: (content: string) => Promise<unknown>;
  error: string | null;
}

/** One review of the class: the learner's words, then the coach's reply or the box to write it. */
export function ClassReviewItem({
  review,
  text,
  onTextChange,
  onReply,
  error,
}: ClassReviewItemProps) {
  return (
    <article className={styles.review} aria-label={t.itemOf(review.user_name)}>
      <ReviewMeta {...review} className={styles.meta} authorClassName={styles.meta__author} />
      <ReviewParts {...review} />
      {review.coach_reply ? (
        <div className={styles.reply}>
          <p className={styles.reply__label}>{t.coachReply}</p>
          <p className={styles.reply__text}>{review.coach_reply}</p>
        </div>
      ) : (
        <ReplyForm
          author={review.user_name}
          text={text}
          onTextChange={onTextChange}
          onReply={onReply}
          error={error}
        />
      )}
    </article>
  );
}

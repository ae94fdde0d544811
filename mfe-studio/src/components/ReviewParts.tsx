import { Stars, formatTimeAgo } from '@baeum/shared';
import { messages } from '../messages';
import styles from './ReviewParts.module.scss';

const t = messages.review;

export interface ReviewPartsProps {
  pros_content: string;
  cons_content: string;
  suggestions: string;
}

/** A review's three answers (좋았던 점, 아쉬운 점, 바라는 점), the empty ones left out; text as text. */
export function ReviewParts({ pros_content, cons_content, suggestions }: ReviewPartsProps) {
  const parts = [
    [t.pros, pros_content],
    [t.cons, cons_content],
    [t.suggestions, suggestions],
  ].filter(([, v]) => v);
  if (parts.length === 0) return <p className={styles.none}>{t.scoreOnly}</p>;
  return (
    <dl className={styles.parts}>
      {parts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who reviewed, with the score they gave and when: stars, name, time ago. */
export function ReviewMeta({
  score,
  user_name,
  created_at,
  className,
  authorClassName,
}: {
  score: number;
  user_name: string;
  created_at: string;
  className: string | undefined;
  authorClassName?: string | undefined;
}) {
  return (
    <p className={className}>
      <Stars rating={score} size={16} />
      <span className={authorClassName}>{user_name}</span>
      <span>{formatTimeAgo(created_at)}</span>
    </p>
  );
}

import type { StudioSuggestion } from '@baeum/shared';
import { ReviewMeta } from '../../../components/ReviewParts';
import { messages } from '../../../messages';
import styles from './ClassFeedback.module.scss';

const t = messages.classFeedback;

/** What learners asked for in their reviews, newest first (text rendered as text). */
export function SuggestionList({ suggestions }: { suggestions: StudioSuggestion[] }) {
  return (
    <section className={styles.card} aria-labelledby="studio-suggestions">
      <h2 id="studio-suggestions" className={styles.card__title}>
        {t.suggestionsTitle}
      </h2>
      {suggestions.length === 0 ? (
        <p className={styles.card__empty}>{t.suggestionsEmpty}</p>
      ) : (
        <ul className={styles.suggestions}>
          {suggestions.map((s) => (
            <li key={s.review_id} className={styles.suggestion}>
              <p className={styles.suggestion__text}>{s.suggestions}</p>
              <ReviewMeta {...s} className={styles.meta} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Link } from 'react-router-dom';
import {
  Icon,
  LazyImage,
  Skeleton,
  formatNumber,
  formatRating,
  toClassCardView,
} from '@baeum/shared';
import type { ManagedClass } from '@baeum/shared';
import { StatusBadge } from '../../../components/ClassHeader';
import { messages } from '../../../messages';
import styles from './ManagedClassList.module.scss';

const t = messages.dashboard;
const SKELETON_COUNT = 4;

/** Unanswered reviews first (what the coach acts on next), then suggestions, then the server's order. */
export function sortManaged(classes: ManagedClass[]): ManagedClass[] {
  return classes
    .map((c, index) => ({ c, index }))
    .sort(
      (a, b) =>
        (b.c.no_reply_review_count ?? 0) - (a.c.no_reply_review_count ?? 0) ||
        (b.c.suggestions_count ?? 0) - (a.c.suggestions_count ?? 0) ||
        a.index - b.index,
    )
    .map(({ c }) => c);
}

export interface ManagedClassListProps {
  classes: ManagedClass[] | undefined;
  empty: React.ReactNode;
}

/** The coach's classes as cards with their own counts; each opens its feedback screen. */
export function ManagedClassList({ classes, empty }: ManagedClassListProps) {
  if (!classes) {
    return (
      <ul className={styles.list} aria-label={t.classesLoading} aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i}>
            <Skeleton height={96} />
          </li>
        ))}
      </ul>
    );
  }
  if (classes.length === 0) return <>{empty}</>;
  return (
    <ul className={styles.list} aria-label={t.classesLabel}>
      {sortManaged(classes).map((item, index) => {
        const view = toClassCardView(item);
        const unanswered = item.no_reply_review_count ?? 0;
        const suggestions = item.suggestions_count ?? 0;
        return (
          <li key={item.class_id}>
            <article className={styles.card} aria-label={item.class_name}>
              <LazyImage
                className={styles.card__image}
                src={view.bannerImage}
                alt=""
                eager={index < 4}
                width={120}
                height={80}
              />
              <div className={styles.card__body}>
                <h3 className={styles.card__title}>
                  <Link
                    to={`/studio/class/${item.class_id}`}
                    className={styles.card__link}
                    aria-label={t.cardLabel(item.class_name)}
                  >
                    {item.class_name}
                  </Link>
                </h3>
                <p className={styles.card__meta}>
                  <span>{t.cardSignups(formatNumber(view.signupCount))}</span>
                  <span>
                    {view.rating > 0 ? (
                      <>
                        <Icon name="star" size={14} className={styles.card__star} />
                        {formatRating(view.rating)}
                      </>
                    ) : (
                      t.cardNoReview
                    )}
                  </span>
                </p>
                <p className={styles.card__badges}>
                  {item.status && <StatusBadge status={item.status} />}
                  <span className={unanswered > 0 ? styles['badge--alert'] : styles.badge}>
                    {t.cardUnanswered(formatNumber(unanswered))}
                  </span>
                  <span className={styles.badge}>
                    {t.cardSuggestions(formatNumber(suggestions))}
                  </span>
                </p>
                <p className={styles.card__manage}>
                  <Link
                    to={`/studio/class/${item.class_id}/edit`}
                    aria-label={t.cardEdit(item.class_name)}
                  >
                    {t.edit}
                  </Link>
                  <Link
                    to={`/studio/class/${item.class_id}/curriculum`}
                    aria-label={t.cardCurriculum(item.class_name)}
                  >
                    {t.curriculum}
                  </Link>
                  <Link
                    to={`/studio/class/${item.class_id}/learners`}
                    aria-label={t.cardLearners(item.class_name)}
                  >
                    {t.learners}
                  </Link>
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

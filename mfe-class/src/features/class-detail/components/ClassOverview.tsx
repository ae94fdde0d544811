import { Link } from 'react-router-dom';
import { Avatar, Icon, Stars, formatMonthlyPrice, formatNumber } from '@baeum/shared';
import type { ClassCardView } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './ClassOverview.module.scss';

const t = messages.detail;

/** Coach, title, rating, signups and the monthly price: what a learner decides on. */
interface Props {
  view: ClassCardView;
  /** Category path, e.g. ["드로잉", "아이패드"]; empty when the server sends none. */
  categories: readonly string[];
  /** A one-line pitch under the title. */
  tagline: string;
  coachId: number;
  /** Lessons in the curriculum (its length when sent, else curriculum_cnt). */
  lessonCount: number;
  /** The monthly price before the discount, when the server sends it. */
  originalPrice?: number;
  /** Months of the monthly plan; 0 when unknown. */
  months: number;
}

export function ClassOverview({
  view,
  categories,
  tagline,
  coachId,
  lessonCount,
  originalPrice,
  months,
}: Props) {
  const monthly = formatMonthlyPrice(view.monthlyPrice);
  // The struck-through price only when it is really higher than what is asked.
  const original =
    view.discountPercent > 0 &&
    originalPrice &&
    view.monthlyPrice !== null &&
    originalPrice > view.monthlyPrice
      ? formatMonthlyPrice(originalPrice)
      : '';
  return (
    <div className={styles.overview}>
      <Link className={styles.overview__coach} to={`/user/${coachId}`}>
        <Avatar src={view.coachPhoto} name={view.coachName} size={32} isCoach decorative />
        {/* Named by what it shows: "{이름} 코치", then "프로필 보기" for screen readers. */}
        <span className={styles['overview__coach-name']}>{view.coachName}</span>{' '}
        <span className={styles['overview__coach-role']}>{t.coach}</span>
        <span className="visually-hidden"> {t.coachProfileSuffix}</span>
      </Link>

      <div className={styles.overview__heading}>
        {categories.length > 0 && (
          <p className={styles.overview__category}>{categories.join(' · ')}</p>
        )}
        <h1 className={styles.overview__title}>{view.name}</h1>
        {tagline && <p className={styles.overview__tagline}>{tagline}</p>}
      </div>

      <p className={styles.overview__meta}>
        {view.rating > 0 ? (
          <Stars rating={view.rating} size={16} showScore />
        ) : (
          <span>{t.noReviewYet}</span>
        )}
        {view.signupCount > 0 && (
          <span className={styles.overview__signups}>
            {t.signupCount(formatNumber(view.signupCount))}
          </span>
        )}
        <Link className={styles.overview__reviews} to={`/class/${view.id}/review`}>
          {t.allReviews}
        </Link>
      </p>

      {lessonCount > 0 && (
        <p className={styles.overview__fact}>
          <Icon name="curriculum" size={18} />
          {t.lessons(lessonCount)}
        </p>
      )}

      {monthly && (
        <div className={styles.overview__price}>
          {original && (
            <p className={styles.overview__original}>
              <span className="visually-hidden">{t.originalPriceLabel} </span>
              <del>{original}</del>
            </p>
          )}
          <p className={styles.overview__current}>
            {view.discountPercent > 0 && (
              <span className={styles.overview__discount}>
                <span className="visually-hidden">{t.discountLabel} </span>
                {t.discount(view.discountPercent)}
              </span>
            )}
            <span className="visually-hidden">{t.priceLabel} </span>
            <span className={styles.overview__monthly}>{monthly}</span>
            {months > 0 && <span className={styles.overview__months}>{t.months(months)}</span>}
          </p>
        </div>
      )}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { Avatar, Icon, Stars, formatMonthlyPrice, formatNumber } from '@baeum/shared';
import type { ClassCardView } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './ClassOverview.module.scss';

const t = messages.detail;

/** Coach, title, rating, signups and the monthly price: what a learner decides on. */
interface Props {
  view: ClassCardView;
  coachId: number;
  /** Lessons in the curriculum (its length when sent, else curriculum_cnt). */
  lessonCount: number;
}

export function ClassOverview({ view, coachId, lessonCount }: Props) {
  const monthly = formatMonthlyPrice(view.monthlyPrice);
  return (
    <div className={styles.overview}>
      <Link className={styles.overview__coach} to={`/user/${coachId}`} aria-label={t.coachProfile(view.coachName)}>
        <Avatar src={view.coachPhoto} name={view.coachName} size={32} isCoach decorative />
        <span className={styles['overview__coach-name']}>{view.coachName}</span>
        <span className={styles['overview__coach-role']}>{t.coach}</span>
      </Link>

      <h1 className={styles.overview__title}>{view.name}</h1>

      <p className={styles.overview__meta}>
        {view.rating > 0 ? <Stars rating={view.rating} size={16} showScore /> : <span>{t.noReviewYet}</span>}
        {view.signupCount > 0 && (
          <span className={styles.overview__signups}>{t.signupCount(formatNumber(view.signupCount))}</span>
        )}
      </p>

      {lessonCount > 0 && (
        <p className={styles.overview__fact}>
          <Icon name="curriculum" size={18} />
          {t.lessons(lessonCount)}
        </p>
      )}

      {monthly && (
        <p className={styles.overview__price}>
          {view.discountPercent > 0 && (
            <span className={styles.overview__discount}>
              <span className="visually-hidden">{t.discountLabel} </span>
              {t.discount(view.discountPercent)}
            </span>
          )}
          <span className="visually-hidden">{t.priceLabel} </span>
          <span className={styles.overview__monthly}>{monthly}</span>
        </p>
      )}
    </div>
  );
}

import { Avatar, ClassCard, formatMonthlyPrice } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';
import { messages } from '../../../messages';
import { numberOf, monthlyAfterDiscount } from '../hooks/classFormValues';
import type { ClassFormValues } from '../hooks/classFormValues';
import styles from './ClassForm.module.scss';

const t = messages.editor;

export interface ClassPreviewProps {
  values: ClassFormValues;
  /** The cover as it will show (a local preview while not uploaded yet). */
  photo: string;
  coach: { name: string; photo: string };
  categories: string[];
  lessonCount: number;
}

/**
 * What learners will see, as the coach types: the class card of lists and search, and the top
 * of the class page. Text is shown as text (React escapes it): no HTML is ever rendered.
 */
export function ClassPreview({ values, photo, coach, categories, lessonCount }: ClassPreviewProps) {
  const price = numberOf(values.price);
  const discount = numberOf(values.discount);
  const months = numberOf(values.months);
  const okPrice = Number.isFinite(price) && price >= 0;
  const okDiscount = Number.isFinite(discount) && discount >= 0 && discount <= 90 ? discount : 0;
  const monthly = okPrice ? monthlyAfterDiscount(price, okDiscount) : null;
  const title = values.title.trim() || t.previewUntitled;
  const card: ClassCardData = {
    class_id: 0,
    coach_id: 0,
    signup_cnt: 0,
    class_name: title,
    class_photo: photo,
    image_small: photo,
    coach_name: coach.name,
    coach_photo: coach.photo,
    curriculum_cnt: lessonCount,
    payment_info_data1: okDiscount,
    ...(monthly !== null ? { payment: monthly } : {}),
  };
  return (
    <section className={styles.preview} aria-labelledby="class-preview">
      <h2 id="class-preview" className={styles.preview__title}>
        {t.previewTitle}
      </h2>
      <figure className={styles.preview__item}>
        <figcaption className={styles.preview__caption}>{t.previewCard}</figcaption>
        <div className={styles.preview__card}>
          <ClassCard item={card} headingLevel={3} eagerImage />
        </div>
      </figure>
      <figure className={styles.preview__item}>
        <figcaption className={styles.preview__caption}>{t.previewHeader}</figcaption>
        <div className={styles.header} data-testid="detail-header-preview">
          {photo && <img className={styles.header__cover} src={photo} alt="" />}
          <p className={styles.header__coach}>
            <Avatar src={coach.photo} name={coach.name} size={24} isCoach decorative />
            {coach.name} {t.coach}
          </p>
          {categories.length > 0 && (
            <p className={styles.header__category}>{categories.join(' · ')}</p>
          )}
          <p className={styles.header__title}>{title}</p>
          {values.summary.trim() && <p className={styles.header__summary}>{values.summary}</p>}
          {monthly !== null && (
            <p className={styles.header__price}>
              {okDiscount > 0 && (
                <>
                  <span className="visually-hidden">{t.original} </span>
                  <del className={styles.header__original}>{formatMonthlyPrice(price)}</del>{' '}
                  <span className={styles.header__discount}>
                    <span className="visually-hidden">{t.discountLabel} </span>
                    {t.discount_n(okDiscount)}
                  </span>{' '}
                </>
              )}
              <strong>{formatMonthlyPrice(monthly)}</strong>
              {Number.isFinite(months) && months > 0 && (
                <span className={styles.header__months}> {t.months_n(months)}</span>
              )}
            </p>
          )}
          {values.description.trim() && (
            <p className={styles.header__description}>{values.description}</p>
          )}
        </div>
      </figure>
    </section>
  );
}

import type { MouseEvent } from 'react';
import type { ClassCardData } from '../../api/types';
import { uiMessages } from '../../messages/ui';
import { formatMonthlyPrice, formatNumber } from '../../utils/price';
import { formatRating } from '../../utils/rating';
import { Avatar } from '../Avatar/Avatar';
import { cx } from '../classNames';
import { Icon } from '../Icon/Icon';
import { LazyImage } from '../LazyImage/LazyImage';
import { toClassCardView } from './classCardView';
import styles from './ClassCard.module.scss';

export type ClassCardVariant = 'photo' | 'banner';

export interface ClassCardProps {
  item: ClassCardData;
  /** photo: the class photo at 60.6061%; banner: the small banner image, square (spec §9). */
  variant?: ClassCardVariant;
  /** Where the card leads; the caller decides (in-app class detail or the public page, spec §6). */
  href?: string;
  /** Called on activation; call event.preventDefault() to navigate yourself (router, native bridge). */
  onClick?: (item: ClassCardData, event: MouseEvent<HTMLElement>) => void;
  /** Shows the bookmark toggle; called with the state the user asked for. */
  onBookmarkToggle?: (item: ClassCardData, next: boolean) => void;
  /** Overrides class_have_status, e.g. while an optimistic toggle is pending. */
  bookmarked?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** A class the viewer takes: their progress in place of the price (/my's registered classes). */
  showProgress?: boolean;
  /** Loads the image at once (cards on the first screen). */
  eagerImage?: boolean;
  className?: string;
}

export function ClassCard({
  item,
  variant = 'photo',
  href,
  onClick,
  onBookmarkToggle,
  bookmarked,
  headingLevel = 3,
  showProgress = false,
  eagerImage = false,
  className,
}: ClassCardProps) {
  const view = toClassCardView(item);
  const isBookmarked = bookmarked ?? view.bookmarked;
  const Heading = `h${headingLevel}` as const;
  const t = uiMessages.classCard;
  const handleClick = onClick
    ? (event: MouseEvent<HTMLElement>) => onClick(item, event)
    : undefined;

  // One link (or button) per card, stretched over it by CSS, so the bookmark <button> is never
  // nested inside another interactive element.
  const title = href ? (
    <a className={styles.card__link} href={href} onClick={handleClick}>
      {view.name}
    </a>
  ) : handleClick ? (
    <button type="button" className={styles.card__link} onClick={handleClick}>
      {view.name}
    </button>
  ) : (
    view.name
  );

  return (
    <article className={cx(styles.card, styles[`card--${variant}`], className)}>
      <div className={styles.card__media}>
        <LazyImage
          className={styles.card__image}
          src={variant === 'banner' ? view.bannerImage : view.photo}
          alt=""
          eager={eagerImage}
        />
      </div>
      {onBookmarkToggle && (
        <button
          type="button"
          className={cx(styles.card__bookmark, isBookmarked && styles['card__bookmark--on'])}
          aria-pressed={isBookmarked}
          aria-label={t.bookmark(view.name)}
          onClick={() => onBookmarkToggle(item, !isBookmarked)}
        >
          <Icon name={isBookmarked ? 'bookmark-filled' : 'bookmark'} size={24} />
        </button>
      )}
      <div className={styles.card__body}>
        <p className={styles.card__coach}>
          <Avatar src={view.coachPhoto} name={view.coachName} size={20} isCoach decorative />
          <span className={styles['card__coach-name']}>{view.coachName}</span>
          {view.lectureCount > 0 && (
            <span className={styles.card__lectures}>· {t.lectureCount(view.lectureCount)}</span>
          )}
        </p>
        <Heading className={styles.card__title}>{title}</Heading>
        {showProgress ? (
          <p className={styles.card__progress}>
            <span>{t.progress(item.progress ?? 0)}</span>
            <span className={styles['card__progress-bar']} aria-hidden="true">
              <span style={{ width: `${Math.min(100, Math.max(0, item.progress ?? 0))}%` }} />
            </span>
          </p>
        ) : (
          view.monthlyPrice !== null && (
            <p className={styles.card__price}>
              {view.discountPercent > 0 && (
                <span className={styles.card__discount}>
                  <span className="visually-hidden">{t.discountLabel} </span>
                  {t.discount(view.discountPercent)}
                </span>
              )}
              <span className={styles.card__monthly}>{formatMonthlyPrice(view.monthlyPrice)}</span>
            </p>
          )
        )}
        <p className={styles.card__meta}>
          {view.rating > 0 && (
            <span
              className={styles.card__rating}
              role="img"
              aria-label={t.rating(formatRating(view.rating))}
            >
              <Icon name="star" size={14} />
              <span aria-hidden="true">{formatRating(view.rating)}</span>
            </span>
          )}
          {view.signupCount > 0 && (
            <span className={styles.card__signups}>
              {t.signupCount(formatNumber(view.signupCount))}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

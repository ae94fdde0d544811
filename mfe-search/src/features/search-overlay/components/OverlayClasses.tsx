import { ClassCard, ClassCardSkeleton } from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { Carousel } from '@baeum/shared/carousel';
import { InlineError } from '../../../components/InlineError';
import { messages } from '../../../messages';
import { useOpenClass } from '../../../lib/useOpenClass';
import { useOverlayClasses } from '../hooks/useOverlayClasses';
import styles from './SearchOverlayModal.module.scss';

const t = messages.overlay;

/**
 * Recently viewed classes; when there are none, recommended ones headed by the user's name
 * (signed in) or by today's recommendation (signed out).
 */
export function OverlayClasses({ user, onNavigate }: { user: UserInfo; onNavigate: () => void }) {
  const classes = useOverlayClasses(user);
  const { getHref, onCardClick } = useOpenClass({ replace: true, onOpened: onNavigate });
  const answer = classes.data;

  if (classes.status === 'success' && !answer?.list.length) return null;

  const title =
    answer?.kind === 'recent'
      ? t.recentClasses
      : answer?.kind === 'personal'
        ? t.recommendFor(user.name)
        : t.recommendToday;

  return (
    // The carousel is the region (named by the title); this wrapper only adds the visible heading.
    <div className={styles.section} aria-busy={classes.status === 'loading' || undefined}>
      <div className={styles.section__head}>
        {classes.status === 'loading' ? (
          <span className={styles.section__title} aria-hidden="true">
            &nbsp;
          </span>
        ) : (
          <h3 className={styles.section__title}>{title}</h3>
        )}
      </div>
      {classes.status === 'error' && <InlineError onRetry={classes.reload} />}
      {classes.status === 'loading' && (
        <div className={styles.classes__loading}>
          <ClassCardSkeleton />
          <ClassCardSkeleton />
          <ClassCardSkeleton />
        </div>
      )}
      {classes.status === 'success' && answer && (
        <Carousel
          label={title}
          items={answer.list}
          getKey={(item) => item.class_id}
          renderItem={(item) => (
            <ClassCard item={item} href={getHref(item)} onClick={onCardClick} headingLevel={4} />
          )}
          className={styles.classes}
        />
      )}
    </div>
  );
}

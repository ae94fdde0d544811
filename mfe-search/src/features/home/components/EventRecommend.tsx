import type { CSSProperties } from 'react';
import { useId } from 'react';
import { ErrorState, Skeleton, useTrackClassInfo } from '@baeum/shared';
import { ClassSlider, ClassSliderSkeleton } from './ClassSlider';
import { messages } from '../../../messages';
import { useEventRecommend } from '../hooks/useHomeData';
import styles from './Home.module.scss';

const t = messages.home;

/** Only a plain #rrggbb from the server becomes a colour on the page. */
function safeColor(value: string | undefined): string | undefined {
  return value && /^#[0-9a-f]{6}$/i.test(value) ? value : undefined;
}

/** The current event (its title, description and colour) with its classes. */
export function EventRecommend() {
  const headingId = useId();
  const answer = useEventRecommend();
  const data = answer.data;
  useTrackClassInfo('event', answer.status === 'error' ? [] : data?.recom_list);
  if (answer.status === 'success' && !data?.recom_list.length) return null;
  const title = data?.title || t.eventHeading;
  const color = safeColor(data?.bgcolor);

  return (
    <section
      className={styles.event}
      aria-labelledby={headingId}
      aria-busy={answer.status === 'loading' || undefined}
    >
      <div
        className={styles.event__band}
        style={color ? ({ '--event-color': color } as CSSProperties) : undefined}
      >
        {answer.status === 'loading' ? (
          <>
            <Skeleton width="45%" height={26} />
            <Skeleton width="65%" height={18} />
          </>
        ) : (
          <>
            <p className={styles.event__label}>{t.eventLabel}</p>
            <h2 id={headingId} className={styles.event__title}>
              {title}
            </h2>
            <p className={styles.event__description}>{data?.description || t.eventDescription}</p>
          </>
        )}
      </div>
      <div className={styles.event__classes}>
        {answer.status === 'loading' && <ClassSliderSkeleton />}
        {answer.status === 'error' && (
          <ErrorState
            title={messages.state.errorTitle}
            message={messages.state.errorMessage}
            onRetry={answer.reload}
            retryLabel={messages.state.retry}
          />
        )}
        {answer.status === 'success' && data && (
          <ClassSlider label={title} items={data.recom_list} />
        )}
      </div>
    </section>
  );
}

import { LazyImage, Skeleton } from '@baeum/shared';
import { alarmMessages } from '../../../messages';
import type { AlarmClassState } from '../hooks/useAlarmClass';
import styles from './AlarmClassHeader.module.scss';

export interface AlarmClassHeaderProps {
  state: AlarmClassState;
  onRetry: () => void;
}

/** Which class this alarm is for. The settings work without it, so a failure stays small. */
export function AlarmClassHeader({ state, onRetry }: AlarmClassHeaderProps) {
  const t = alarmMessages.settings;
  if (state.status === 'loading') {
    return (
      <div className={styles.head} role="status" aria-label={t.loadingClass} aria-busy="true">
        <span className={styles.head__photo}>
          <span className={styles.head__ratio}>
            <Skeleton height="100%" />
          </span>
        </span>
        <Skeleton height={18} width="60%" />
      </div>
    );
  }
  if (state.status === 'ready') {
    const { summary } = state;
    return (
      <div className={styles.head}>
        <span className={styles.head__photo}>
          <span className={styles.head__ratio}>
            <LazyImage
              src={summary.class_photo}
              alt={alarmMessages.list.photoAlt(summary.class_name)}
              eager
            />
          </span>
        </span>
        <h2 className={styles.head__name}>{summary.class_name}</h2>
      </div>
    );
  }
  return (
    <div className={styles.head} role="alert">
      <p className={styles.head__error}>{t.classLoadFailed}</p>
      <button type="button" className={styles.head__retry} onClick={onRetry}>
        {alarmMessages.error.retry}
      </button>
    </div>
  );
}

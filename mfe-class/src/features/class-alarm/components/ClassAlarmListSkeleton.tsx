import { Skeleton } from '@baeum/shared';
import { alarmMessages } from '../../../messages';
import styles from './ClassAlarmList.module.scss';

const ROWS = 3;

/** The list's shape while the classes load. */
export function ClassAlarmListSkeleton() {
  return (
    <div
      role="status"
      aria-label={alarmMessages.list.loading}
      aria-busy="true"
      className={styles.list}
    >
      {Array.from({ length: ROWS }, (_, index) => (
        <div key={index} className={styles.row}>
          <div className={styles.row__main}>
            <span className={styles.row__photo}>
              <span className={styles.row__ratio}>
                <Skeleton height="100%" />
              </span>
            </span>
            <div className={styles.row__text}>
              <Skeleton height={18} width="85%" />
              <Skeleton height={14} width="50%" className={styles['row__skeleton-line']} />
            </div>
          </div>
          <div className={styles.row__actions}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </div>
        </div>
      ))}
    </div>
  );
}

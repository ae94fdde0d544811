import { Link } from 'react-router-dom';
import { Icon, LazyImage, cx, useHydrated } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';
import { alarmMessages } from '../../../messages';
import { readClassAlarm } from '../alarmStorage';
import { formatAlarmSummary } from '../alarmSummary';
import styles from './ClassAlarmList.module.scss';

export function alarmSettingsPath(classId: number | string): string {
  return `/webview/alarm/class/${encodeURIComponent(String(classId))}`;
}

export interface ClassAlarmListProps {
  classes: ClassCardData[];
  onOpenClass: (classId: number) => void;
}

/** The user's classes, each with its alarm summary, a way into the class and into its alarm. */
export function ClassAlarmList({ classes, onOpenClass }: ClassAlarmListProps) {
  const t = alarmMessages.list;
  // The alarms live in this device's storage: the server's drawing (a member's web view page)
  // cannot know them, so each summary is filled in once the drawing is hydrated.
  const onDevice = useHydrated();
  return (
    <>
      <p className={styles.intro}>{t.intro}</p>
      <ul className={styles.list} aria-label={t.label}>
        {classes.map((item, index) => {
          const alarm = onDevice ? readClassAlarm(item.class_id) : null;
          return (
            <li key={item.class_id} className={styles.row}>
              <div className={styles.row__main}>
                <span className={styles.row__photo}>
                  <span className={styles.row__ratio}>
                    <LazyImage
                      src={item.class_photo}
                      alt={t.photoAlt(item.class_name)}
                      eager={index < 6}
                    />
                  </span>
                </span>
                <div className={styles.row__text}>
                  <h2 className={styles.row__name}>{item.class_name}</h2>
                  <p
                    className={cx(
                      styles.row__summary,
                      alarm && !alarm.isOn && styles['row__summary--off'],
                    )}
                  >
                    <Icon name="alarm" size={16} />
                    <span
                      className={styles['row__summary-label']}
                    >{`${alarmMessages.summary.label} `}</span>
                    {alarm && formatAlarmSummary(alarm)}
                  </p>
                </div>
              </div>
              <div className={styles.row__actions}>
                <button
                  type="button"
                  className={styles.row__action}
                  onClick={() => onOpenClass(item.class_id)}
                  aria-label={t.openClassLabel(item.class_name)}
                >
                  {t.openClass}
                </button>
                <Link
                  className={cx(styles.row__action, styles['row__action--primary'])}
                  to={alarmSettingsPath(item.class_id)}
                  aria-label={t.settingsLabel(item.class_name)}
                >
                  <Icon name="settings" size={16} />
                  {t.settings}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

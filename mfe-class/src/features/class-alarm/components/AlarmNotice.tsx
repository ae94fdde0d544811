import { Link } from 'react-router-dom';
import { EmptyState } from '@baeum/shared';
import type { IconName } from '@baeum/shared';
import { alarmMessages } from '../../../messages';
import styles from './AlarmNotice.module.scss';

export interface AlarmNoticeProps {
  icon: IconName;
  title: string;
  description: string;
  actionLabel: string;
  actionTo: string;
}

/** A full-width message with one way on: signed out, no classes, an unknown class. */
export function AlarmNotice({ icon, title, description, actionLabel, actionTo }: AlarmNoticeProps) {
  return (
    <div className={styles.notice}>
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          <Link className={styles.notice__action} to={actionTo}>
            {actionLabel}
          </Link>
        }
      />
    </div>
  );
}

/** `?next=` brings the user back here after log-in (the account remote follows it). */
function loginPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

/** A visitor: log in, then come back to `next`. */
export function AlarmSignedOut({ next }: { next: string }) {
  return (
    <AlarmNotice
      icon="user"
      title={alarmMessages.signedOut.title}
      description={alarmMessages.signedOut.description}
      actionLabel={alarmMessages.signedOut.action}
      actionTo={loginPath(next)}
    />
  );
}

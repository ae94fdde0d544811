import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  PageHeading,
  Spinner,
  loadNotifications,
  notificationListAtom,
  useAtomValue,
  userAtom,
  usePageTitle,
} from '@baeum/shared';
import { NotificationList } from '../features/notifications/components/NotificationList';
import { messages } from '../messages';
import styles from './pages.module.scss';

/** 알림 (/my/notifications): signed-in only; a visitor is sent to log in and comes back here. */
export function NotificationsPage() {
  usePageTitle(messages.notifications.title);
  const user = useAtomValue(userAtom);
  const list = useAtomValue(notificationListAtom);
  const location = useLocation();

  useEffect(() => {
    // The session boot loads page 1 for the header's badge; a direct visit may come first.
    if (user.id && list.length === 0) void loadNotifications();
  }, [user.id, list.length]);

  if (!user.isLoaded) {
    return (
      <div className={styles.page} role="status" aria-label={messages.notifications.loading}>
        <Spinner />
      </div>
    );
  }
  if (!user.id)
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  return (
    <div className={styles.page}>
      <PageHeading
        title={messages.notifications.title}
        description={messages.notifications.description}
      />
      <NotificationList />
    </div>
  );
}

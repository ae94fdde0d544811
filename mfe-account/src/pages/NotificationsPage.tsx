import { useEffect } from 'react';
import { loadNotifications, notificationListAtom, useAtomValue } from '@baeum/shared';
import { MemberScreen } from '../components/MemberScreen';
import { NotificationList } from '../features/notifications/components/NotificationList';
import { messages } from '../messages';

/** 알림 (/my/notifications): signed-in only; a visitor is sent to log in and comes back here. */
export function NotificationsPage() {
  return (
    <MemberScreen
      title={messages.notifications.title}
      description={messages.notifications.description}
      loadingLabel={messages.notifications.loading}
    >
      {() => <MemberNotifications />}
    </MemberScreen>
  );
}

function MemberNotifications() {
  const list = useAtomValue(notificationListAtom);
  useEffect(() => {
    // The session boot loads page 1 for the header's badge; a direct visit may come first.
    if (list.length === 0) void loadNotifications();
  }, [list.length]);
  return <NotificationList />;
}

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
      {(member) => <NotificationList userId={member.id} />}
    </MemberScreen>
  );
}

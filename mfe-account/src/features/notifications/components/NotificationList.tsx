import { useNavigate } from 'react-router-dom';
import {
  Button,
  EmptyState,
  Icon,
  formatTimeAgo,
  hasMoreNotificationsAtom,
  loadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationListAtom,
  openModal,
  removeAllNotifications,
  removeNotification,
  cx,
  useAtomValue,
} from '@baeum/shared';
import type { NotificationWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './NotificationList.module.scss';

const t = messages.notifications;

/** Only links inside the site are followed from a notification. */
function internalPath(link: string | undefined): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/**
 * The signed-in user's notifications (spec §4): tapping one reads it (read_status N → Y) and
 * opens its link; read all, delete one, delete all. Every change shows at once through the
 * shared actions, which also move the header's badge; server failures are swallowed (spec §8).
 */
export function NotificationList() {
  const list = useAtomValue(notificationListAtom);
  const hasMore = useAtomValue(hasMoreNotificationsAtom);
  const navigate = useNavigate();
  const unread = list.filter((n) => n.read_status !== 'Y').length;

  const open = (n: NotificationWire) => {
    if (n.read_status !== 'Y') void markNotificationRead(n.id);
    const path = internalPath(n.link);
    if (path) navigate(path);
  };
  const deleteAll = () =>
    openModal('ConfirmDialog', {
      message: t.deleteAllQuestion,
      confirmLabel: t.deleteAll,
      onConfirm: () => void removeAllNotifications(),
    });

  return (
    <div className={styles.list}>
      <div className={styles.list__toolbar}>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          onClick={() => void markAllNotificationsRead()}
        >
          {t.readAll}
        </Button>
        <Button variant="secondary" size="sm" disabled={list.length === 0} onClick={deleteAll}>
          {t.deleteAll}
        </Button>
      </div>
      {list.length === 0 ? (
        <EmptyState icon="alarm" title={t.emptyTitle} description={t.emptyDescription} />
      ) : (
        <ul className={styles.list__items} aria-label={t.title}>
          {list.map((n) => {
            const isUnread = n.read_status !== 'Y';
            const title = n.title || n.content || t.untitled;
            return (
              <li key={n.id} className={cx(styles.item, isUnread && styles['item--unread'])}>
                <button type="button" className={styles.item__open} onClick={() => open(n)}>
                  {/* Named by its own text (what is seen is what is heard), unread said first. */}
                  <span className="visually-hidden">{t.openPrefix(isUnread)}</span>
                  <span className={styles.item__icon} aria-hidden="true">
                    <Icon name="alarm" size={20} />
                  </span>
                  <span className={styles.item__text}>
                    <span className={styles.item__title}>{title}</span>
                    {n.content && n.title && (
                      <span className={styles.item__content}>{n.content}</span>
                    )}
                    {n.created_at && (
                      <span className={styles.item__time}>{formatTimeAgo(n.created_at)}</span>
                    )}
                  </span>
                </button>
                <button
                  type="button"
                  className={styles.item__delete}
                  onClick={() => void removeNotification(n.id)}
                  aria-label={t.deleteOne(title)}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {hasMore && list.length > 0 && (
        <Button variant="secondary" fullWidth onClick={() => void loadNotifications()}>
          {t.more}
        </Button>
      )}
    </div>
  );
}

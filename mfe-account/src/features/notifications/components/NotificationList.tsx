import { useNavigate } from 'react-router-dom';
import {
  Button,
  EmptyState,
  Icon,
  Skeleton,
  formatTimeAgo,
  openModal,
  cx,
  useNotifications,
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
 * shared mutations, which also move the header's badge (one cached count); server failures are
 * swallowed (spec §8).
 */
export function NotificationList({ userId }: { userId: number }) {
  const { query, list, hasMore, loadMore, read, readAll, remove, removeAll } =
    useNotifications(userId);
  const navigate = useNavigate();
  const unread = list.filter((n) => n.read_status !== 'Y').length;

  const open = (n: NotificationWire) => {
    if (n.read_status !== 'Y') read.mutate(n.id);
    const path = internalPath(n.link);
    if (path) navigate(path);
  };
  const deleteAll = () =>
    openModal('ConfirmDialog', {
      message: t.deleteAllQuestion,
      confirmLabel: t.deleteAll,
      onConfirm: () => removeAll.mutate(),
    });

  return (
    <div className={styles.list}>
      <div className={styles.list__toolbar}>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          onClick={() => readAll.mutate()}
        >
          {t.readAll}
        </Button>
        <Button variant="secondary" size="sm" disabled={list.length === 0} onClick={deleteAll}>
          {t.deleteAll}
        </Button>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={t.loading}>
          <Skeleton height={72} />
          <Skeleton height={72} />
          <Skeleton height={72} />
        </div>
      ) : list.length === 0 ? (
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
                  onClick={() => remove.mutate(n.id)}
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
        <Button variant="secondary" fullWidth onClick={loadMore}>
          {t.more}
        </Button>
      )}
    </div>
  );
}

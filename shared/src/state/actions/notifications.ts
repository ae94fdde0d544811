// Notification actions (spec section 4): read_status N becomes Y when read; read-all sets all
// to Y and the unread count to 0; delete-all empties the list; deleting an unread item
// decrements the unread count. Optimistic, failures swallowed (section 8).
import {
  deleteAllNotifications,
  deleteNotification,
  fetchNewsCount,
  fetchNotifications,
  readAllNotifications,
  readNotification,
} from '../../api/notify';
import type { NotificationChange, NotificationWire } from '../../api/notify';
import type { Id } from '../../api/types';
import { getStore } from '../jotai';
import {
  initialNotificationInfo,
  newsCountAtom,
  notificationInfoAtom,
  notificationListAtom,
} from '../notification';
import { optimistic, reinsert } from './optimistic';

const sameId = (id: Id) => (notification: NotificationWire) =>
  String(notification.id) === String(id);

const unreadCount = () => getStore().get(newsCountAtom).news_unread_count;

function setUnread(count: number): void {
  const store = getStore();
  store.set(newsCountAtom, { ...store.get(newsCountAtom), news_unread_count: count });
}

function addUnread(delta: number): void {
  setUnread(Math.max(0, unreadCount() + delta));
}

/** Sets the unread count to 0 and gives what it was, for the undo. */
function clearUnread(): number {
  const unread = unreadCount();
  setUnread(0);
  return unread;
}

/** The server's unread count after a change is the true one. */
function settleUnread(answer: NotificationChange | null | undefined): void {
  if (typeof answer?.unread_count === 'number') setUnread(answer.unread_count);
}

function setReadStatus(
  ids: Set<string>,
  from: NotificationWire['read_status'],
  to: NotificationWire['read_status'],
): void {
  const store = getStore();
  store.set(
    notificationListAtom,
    store
      .get(notificationListAtom)
      .map((n) =>
        ids.has(String(n.id)) && n.read_status === from ? { ...n, read_status: to } : n,
      ),
  );
}

/** Marks one notification read. Resolves false (and shows it unread again) on failure. */
export function markNotificationRead(notifyId: Id): Promise<boolean> {
  return optimistic(
    () => {
      const target = getStore().get(notificationListAtom).find(sameId(notifyId));
      if (!target || target.read_status !== 'N') return () => {};
      const ids = new Set([String(notifyId)]);
      setReadStatus(ids, 'N', 'Y');
      addUnread(-1);
      return () => {
        setReadStatus(ids, 'Y', 'N');
        addUnread(1);
      };
    },
    () => readNotification(notifyId),
    settleUnread,
  );
}

/** Marks every notification read and the unread count 0. */
export function markAllNotificationsRead(): Promise<boolean> {
  return optimistic(
    () => {
      const store = getStore();
      const ids = new Set(
        store
          .get(notificationListAtom)
          .filter((n) => n.read_status === 'N')
          .map((n) => String(n.id)),
      );
      setReadStatus(ids, 'N', 'Y');
      const unread = clearUnread();
      return () => {
        setReadStatus(ids, 'Y', 'N');
        addUnread(unread);
      };
    },
    () => readAllNotifications(),
    settleUnread,
  );
}

/** Deletes one notification; an unread one takes one off the unread count. */
export function removeNotification(notifyId: Id): Promise<boolean> {
  return optimistic(
    () => {
      const store = getStore();
      const list = store.get(notificationListAtom);
      const index = list.findIndex(sameId(notifyId));
      const removed = list[index];
      if (!removed) return () => {};
      store.set(
        notificationListAtom,
        list.filter((n) => n !== removed),
      );
      const wasUnread = removed.read_status === 'N';
      if (wasUnread) addUnread(-1);
      return () => {
        store.set(
          notificationListAtom,
          reinsert(store.get(notificationListAtom), removed, index, sameId(notifyId)),
        );
        if (wasUnread) addUnread(1);
      };
    },
    () => deleteNotification(notifyId),
    settleUnread,
  );
}

/** Deletes every notification: the list empties and nothing is left unread. */
export function removeAllNotifications(): Promise<boolean> {
  return optimistic(
    () => {
      const store = getStore();
      const removed = store.get(notificationListAtom);
      store.set(notificationListAtom, []);
      const unread = clearUnread();
      return () => {
        const now = store.get(notificationListAtom);
        const back = removed.filter((n) => !now.some(sameId(n.id)));
        store.set(notificationListAtom, [...back, ...now]);
        addUnread(unread);
      };
    },
    () => deleteAllNotifications(),
    settleUnread,
  );
}

let loading: Promise<boolean> | null = null;

/**
 * Fetches the next page of notifications (page 1 first, spec section 9) and appends it.
 * Resolves false when there is nothing more or the fetch failed.
 */
export function loadNotifications(): Promise<boolean> {
  loading ??= (async () => {
    const store = getStore();
    const { nextPage, total_page } = store.get(notificationInfoAtom);
    if (nextPage > total_page) return false;
    try {
      const answer = await fetchNotifications(nextPage);
      const known = store.get(notificationListAtom);
      const fresh = answer.list.filter((n) => !known.some(sameId(n.id)));
      store.set(notificationListAtom, [...known, ...fresh]);
      store.set(notificationInfoAtom, { nextPage: answer.page + 1, total_page: answer.total_page });
      if (typeof answer.unread_count === 'number') setUnread(answer.unread_count);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    loading = null;
  });
  return loading;
}

/** Fetches the unread chat and news counts. Resolves false on failure. */
export async function loadNewsCount(): Promise<boolean> {
  try {
    getStore().set(newsCountAtom, await fetchNewsCount());
    return true;
  } catch {
    return false;
  }
}

/** Back to nothing loaded (log-out). */
export function resetNotifications(): void {
  const store = getStore();
  store.set(notificationListAtom, []);
  store.set(notificationInfoAtom, initialNotificationInfo);
  store.set(newsCountAtom, { chat_unread_count: 0, news_unread_count: 0 });
}

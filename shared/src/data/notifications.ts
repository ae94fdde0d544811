// Notifications (spec section 4) in the query cache: read_status N becomes Y when read; read-all
// sets all to Y and the unread count to 0; delete-all empties the list; deleting an unread item
// takes one off the unread count. Each change shows at once (patchQueryData) and only what it
// changed goes back when the server fails (section 8: failures are swallowed). The server's
// unread count after a change is the true one.
import { useEffect } from 'react';
import { useAtomValue } from '../state/jotai';
import { userAtom } from '../state/user';
import {
  deleteAllNotifications,
  deleteNotification,
  fetchNotifyTicket,
  isShownNotification,
  notifyStreamUrl,
  readAllNotifications,
  readNotification,
} from '../api/notify';
import type {
  LiveNotificationEvent,
  LiveReadyEvent,
  NewsCount,
  NotificationChange,
  NotificationPageWire,
  NotificationWire,
} from '../api/notify';
import type { Id } from '../api/types';
import { ApiError } from '../api/error';
import {
  patchQueryData,
  reinsert,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from './query';
import type { InfiniteData, QueryClient } from './query';
import { notificationQueries } from './queries';

type Pages = InfiniteData<NotificationPageWire>;

const sameId = (id: Id) => (n: NotificationWire) => String(n.id) === String(id);

/** Every notification of the cached pages, each once (a page may repeat one after a delete). */
function flatten(data: Pages | undefined): NotificationWire[] {
  const seen = new Set<string>();
  const list: NotificationWire[] = [];
  for (const n of data?.pages.flatMap((page) => page.list) ?? []) {
    if (seen.has(String(n.id))) continue;
    seen.add(String(n.id));
    list.push(n);
  }
  return list;
}

function mapLists(data: Pages, change: (list: NotificationWire[]) => NotificationWire[]): Pages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, list: change(page.list) })) };
}

function setReadStatus(qc: QueryClient, userId: number, ids: Set<string>, from: 'Y' | 'N') {
  const to = from === 'N' ? 'Y' : 'N';
  patchQueryData<Pages>(qc, notificationQueries.list(userId).queryKey, (data) =>
    mapLists(data, (list) =>
      list.map((n) =>
        ids.has(String(n.id)) && n.read_status === from ? { ...n, read_status: to } : n,
      ),
    ),
  );
}

function changeUnread(qc: QueryClient, userId: number, change: (count: number) => number) {
  patchQueryData<NewsCount>(qc, notificationQueries.count(userId).queryKey, (old) => ({
    ...old,
    news_unread_count: Math.max(0, change(old.news_unread_count)),
  }));
}

/** What one change did, to undo exactly that. */
type Undo = () => void;

/**
 * The signed-in member's notifications, page by page: `list` (each once), `hasMore`,
 * `loadMore()`, and the changes (mutations), each shown at once: `read.mutate(id)`,
 * `readAll.mutate()`, `remove.mutate(id)`, `removeAll.mutate()`.
 */
export function useNotifications(userId: number) {
  const qc = useQueryClient();
  const query = useInfiniteQuery(notificationQueries.list(userId));
  const listKey = notificationQueries.list(userId).queryKey;
  const cached = () => flatten(qc.getQueryData<Pages>(listKey));
  const settle = (answer: NotificationChange | null | undefined) => {
    const unread = answer?.unread_count;
    if (typeof unread === 'number') changeUnread(qc, userId, () => unread);
  };
  const onError = (_error: unknown, _vars: unknown, undo: Undo | undefined) => undo?.();

  const read = useMutation({
    mutationFn: (id: Id) => readNotification(id),
    onMutate: (id): Undo => {
      const target = cached().find(sameId(id));
      if (!target || target.read_status !== 'N') return () => {};
      const ids = new Set([String(id)]);
      setReadStatus(qc, userId, ids, 'N');
      changeUnread(qc, userId, (n) => n - 1);
      return () => {
        setReadStatus(qc, userId, ids, 'Y');
        changeUnread(qc, userId, (n) => n + 1);
      };
    },
    onError,
    onSuccess: settle,
  });

  const readAll = useMutation({
    mutationFn: () => readAllNotifications(),
    onMutate: (): Undo => {
      const ids = new Set(
        cached()
          .filter((n) => n.read_status === 'N')
          .map((n) => String(n.id)),
      );
      const unread = qc.getQueryData<NewsCount>(notificationQueries.count(userId).queryKey);
      setReadStatus(qc, userId, ids, 'N');
      changeUnread(qc, userId, () => 0);
      return () => {
        setReadStatus(qc, userId, ids, 'Y');
        changeUnread(qc, userId, (n) => n + (unread?.news_unread_count ?? 0));
      };
    },
    onError,
    onSuccess: settle,
  });

  const remove = useMutation({
    mutationFn: (id: Id) => deleteNotification(id),
    onMutate: (id): Undo => {
      const data = qc.getQueryData<Pages>(listKey);
      const pageIndex = data?.pages.findIndex((page) => page.list.some(sameId(id))) ?? -1;
      const page = data?.pages[pageIndex];
      const index = page?.list.findIndex(sameId(id)) ?? -1;
      const removed = page?.list[index];
      if (!removed) return () => {};
      patchQueryData<Pages>(qc, listKey, (old) =>
        mapLists(old, (list) => list.filter((n) => !sameId(id)(n))),
      );
      const wasUnread = removed.read_status === 'N';
      if (wasUnread) changeUnread(qc, userId, (n) => n - 1);
      return () => {
        qc.setQueryData<Pages>(listKey, (now) => {
          if (!now || flatten(now).some(sameId(id))) return now;
          const pages = now.pages.map((p, i) =>
            i === pageIndex ? { ...p, list: reinsert(p.list, removed, index, sameId(id)) } : p,
          );
          return { ...now, pages };
        });
        if (wasUnread) changeUnread(qc, userId, (n) => n + 1);
      };
    },
    onError,
    onSuccess: settle,
  });

  const removeAll = useMutation({
    mutationFn: () => deleteAllNotifications(),
    onMutate: (): Undo => {
      const before = qc.getQueryData<Pages>(listKey);
      const unread = qc.getQueryData<NewsCount>(notificationQueries.count(userId).queryKey);
      patchQueryData<Pages>(qc, listKey, (old) => mapLists(old, () => []));
      changeUnread(qc, userId, () => 0);
      return () => {
        qc.setQueryData<Pages>(listKey, (now) => {
          if (!now || !before) return now;
          const kept = flatten(now);
          const pages = now.pages.map((p, i) => ({
            ...p,
            list: [
              ...(before.pages[i]?.list ?? []).filter((n) => !kept.some(sameId(n.id))),
              ...p.list,
            ],
          }));
          return { ...now, pages };
        });
        changeUnread(qc, userId, (n) => n + (unread?.news_unread_count ?? 0));
      };
    },
    onError,
    onSuccess: settle,
  });

  return {
    query,
    list: flatten(query.data),
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    read,
    readAll,
    remove,
    removeAll,
  };
}

/** The header's alarm badge: the signed-in member's unread notifications (0 for a visitor). */
export function useUnreadNotificationCount(): number {
  const user = useAtomValue(userAtom);
  const query = useQuery({
    ...notificationQueries.count(user.id ?? 0),
    enabled: user.id !== null,
  });
  return user.id === null ? 0 : (query.data?.news_unread_count ?? 0);
}

// --- Live (issue 47) ------------------------------------------------------------------------

/** The badge's news count becomes `unread` (when the count is cached; never a fetch). */
function setUnread(qc: QueryClient, userId: number, unread: number) {
  qc.setQueryData<NewsCount>(notificationQueries.count(userId).queryKey, (old) =>
    old ? { ...old, news_unread_count: Math.max(0, unread) } : old,
  );
}

/** A new notification goes on top of the cached list's first page (once), and sets the count. */
export function applyLiveNotification(
  qc: QueryClient,
  userId: number,
  event: LiveNotificationEvent,
): void {
  const n = event.notification;
  if (n && isShownNotification(n)) {
    qc.setQueryData<Pages>(notificationQueries.list(userId).queryKey, (data) => {
      if (!data?.pages.length || flatten(data).some(sameId(n.id))) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first!, list: [n, ...first!.list] }, ...rest] };
    });
  }
  if (typeof event.unread_count === 'number') setUnread(qc, userId, event.unread_count);
}

/** After a refused or lost stream: wait 2 s, doubling up to a minute (no timer while open). */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * Keeps the badge's news count and the notification list up to date while the page is open:
 * one EventSource per signed-in tab (the shell's header mounts it once), nothing for a visitor.
 * No polling: an open stream makes no requests; the browser reconnects it by itself (sending
 * Last-Event-ID), and when the stream is refused (its one-minute ticket expired) a new ticket is
 * asked for after a growing pause, resuming from the last event. A refused ticket (signed out)
 * ends it: nothing is retried until the member changes.
 */
export function useLiveNotifications(): void {
  const userId = useAtomValue(userAtom).id;
  const qc = useQueryClient();
  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return undefined;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | null = null;
    let delay = RETRY_FIRST_MS;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void open(), delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
    const read = <T>(e: Event): T | null => {
      try {
        return JSON.parse((e as MessageEvent<string>).data) as T;
      } catch {
        return null;
      }
    };
    async function open() {
      let ticket: string;
      try {
        ticket = (await fetchNotifyTicket()).ticket;
      } catch (error) {
        // Signed out meanwhile (401, 470) or refused (4xx): nothing to retry until the member
        // changes. A server or network failure is retried after a growing pause.
        const status = error instanceof ApiError ? error.status : null;
        if (status === null || status >= 500) retry();
        return;
      }
      if (stopped) return;
      const es = new EventSource(notifyStreamUrl(ticket, lastEventId), { withCredentials: true });
      source = es;
      es.addEventListener('ready', (e) => {
        delay = RETRY_FIRST_MS;
        const data = read<LiveReadyEvent>(e);
        if (data) setUnread(qc, userId!, data.unread_count);
      });
      es.addEventListener('notification', (e) => {
        const { lastEventId: id } = e as MessageEvent<string>;
        if (id) lastEventId = id;
        const data = read<LiveNotificationEvent>(e);
        if (data) applyLiveNotification(qc, userId!, data);
      });
      es.addEventListener('error', () => {
        // CONNECTING: the browser retries by itself. CLOSED: refused, so a new ticket is needed.
        if (es.readyState !== EventSource.CLOSED || source !== es) return;
        source = null;
        retry();
      });
    }
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      source = null;
    };
  }, [qc, userId]);
}

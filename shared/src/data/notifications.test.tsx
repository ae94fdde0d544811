/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { NewsCount, NotificationPageWire, NotificationWire } from '../api/notify';
import { deferred, useTestServer } from '../api/testing/setup';
import type { Reply } from '../api/testing/server';
import { Provider, createStore } from '../state/jotai';
import { userAtom } from '../state/user';
import { anonymousUser } from '../api/user';
import { FakeEventSource, useFakeEventSource } from '../api/testing/fakeEventSource';
import {
  useLiveNotifications,
  useNotifications,
  useUnreadNotificationCount,
} from './notifications';
import { notificationQueries } from './queries';
import { QueryClientProvider, createQueryClient } from './query';
import type { InfiniteData, QueryClient } from './query';

const server = useTestServer();
const ok: Reply = { body: { code: 200, data: null } };
const failure: Reply = { status: 500, body: { code: 500, message: 'db down' } };
const ME = 12;

const notification = (id: number, read_status: 'Y' | 'N', push_type = 1): NotificationWire => ({
  id,
  read_status,
  push_type,
  title: `알림 ${id}`,
});

let qc: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={qc}>{children}</QueryClientProvider>
);

const listKey = notificationQueries.list(ME).queryKey;
const countKey = notificationQueries.count(ME).queryKey;
const statuses = () =>
  (qc.getQueryData<InfiniteData<NotificationPageWire, number>>(listKey)?.pages ?? [])
    .flatMap((p) => p.list)
    .map((n) => `${n.id}${n.read_status}`);
const unread = () => qc.getQueryData<NewsCount>(countKey)?.news_unread_count;

/** The page the hook shows: three notifications (1 and 3 unread), and a badge of 2. */
function seeded() {
  qc.setQueryData(listKey, {
    pages: [
      {
        list: [notification(1, 'N'), notification(2, 'Y'), notification(3, 'N')],
        page: 1,
        total_page: 1,
      },
    ],
    pageParams: [1],
  });
  qc.setQueryData(countKey, { chat_unread_count: 4, news_unread_count: 2 });
  return renderHook(() => useNotifications(ME), { wrapper }).result;
}

beforeEach(() => {
  qc = createQueryClient();
});

describe('reading a notification', () => {
  it('turns read_status N into Y, and the badge down, before the server answers', async () => {
    const answer = deferred<Reply>();
    server().on('POST', '/api/v3/notify/1', () => answer.promise);
    const hook = seeded();
    act(() => hook.current.read.mutate(1));
    await waitFor(() => expect(statuses()).toEqual(['1Y', '2Y', '3N']));
    expect(unread()).toBe(1);
    answer.resolve(ok);
    await waitFor(() => expect(hook.current.read.isSuccess).toBe(true));
    expect(statuses()).toEqual(['1Y', '2Y', '3N']);
  });

  it("takes the server's unread count once the read succeeds", async () => {
    server().on('POST', '/api/v3/notify/1', {
      body: { code: 200, data: { id: 1, read_status: 'Y', unread_count: 7 } },
    });
    const hook = seeded();
    await act(() => hook.current.read.mutateAsync(1));
    expect(unread()).toBe(7);
  });

  it('shows it unread again, with the count, when the server fails', async () => {
    server().on('POST', '/api/v3/notify/1', failure);
    const hook = seeded();
    await act(() => expect(hook.current.read.mutateAsync(1)).rejects.toBeTruthy());
    expect(statuses()).toEqual(['1N', '2Y', '3N']);
    expect(unread()).toBe(2);
  });
});

describe('reading all notifications', () => {
  it('sets every read_status to Y and the unread count to 0', async () => {
    server().on('POST', '/api/v3/notify/all', ok);
    const hook = seeded();
    await act(() => hook.current.readAll.mutateAsync());
    expect(statuses()).toEqual(['1Y', '2Y', '3Y']);
    expect(unread()).toBe(0);
  });

  it('rolls back to the unread ones and their count when the server fails', async () => {
    server().on('POST', '/api/v3/notify/all', failure);
    const hook = seeded();
    await act(() => expect(hook.current.readAll.mutateAsync()).rejects.toBeTruthy());
    expect(statuses()).toEqual(['1N', '2Y', '3N']);
    expect(unread()).toBe(2);
  });
});

describe('deleting a notification', () => {
  it('removes it with form type=delete and takes an unread one off the count', async () => {
    server().on('POST', '/api/v3/notify/3', ok);
    const hook = seeded();
    await act(() => hook.current.remove.mutateAsync(3));
    expect(statuses()).toEqual(['1N', '2Y']);
    expect(unread()).toBe(1);
    const request = server().requests.find((r) => r.pathname === '/api/v3/notify/3');
    expect(new URLSearchParams(request?.body).get('type')).toBe('delete');
  });

  it('keeps the unread count when the deleted one was read', async () => {
    server().on('POST', '/api/v3/notify/2', ok);
    const hook = seeded();
    await act(() => hook.current.remove.mutateAsync(2));
    expect(statuses()).toEqual(['1N', '3N']);
    expect(unread()).toBe(2);
  });

  it('puts it back in its place, with the count, when the server fails', async () => {
    server().on('POST', '/api/v3/notify/1', failure);
    const hook = seeded();
    await act(() => expect(hook.current.remove.mutateAsync(1)).rejects.toBeTruthy());
    expect(statuses()).toEqual(['1N', '2Y', '3N']);
    expect(unread()).toBe(2);
  });
});

describe('deleting all notifications', () => {
  it('empties the list and the count', async () => {
    server().on('POST', '/api/v3/notify/all_delete', ok);
    const hook = seeded();
    await act(() => hook.current.removeAll.mutateAsync());
    expect(hook.current.list).toEqual([]);
    expect(unread()).toBe(0);
  });

  it('brings the list and the count back when the server fails', async () => {
    server().on('POST', '/api/v3/notify/all_delete', failure);
    const hook = seeded();
    await act(() => expect(hook.current.removeAll.mutateAsync()).rejects.toBeTruthy());
    expect(statuses()).toEqual(['1N', '2Y', '3N']);
    expect(unread()).toBe(2);
  });
});

describe('loading notifications', () => {
  it('pages from 1, keeps only push_type 0 or greater, and stops after the last page', async () => {
    server().on('GET', '/api/v3/notify/1', {
      body: {
        code: 200,
        data: {
          list: [notification(10, 'N', 0), notification(11, 'N', -1)],
          page: 1,
          total_page: 2,
          unread_count: 5,
        },
      },
    });
    server().on('GET', '/api/v3/notify/2', {
      body: { code: 200, data: { list: [notification(12, 'Y', 3)], page: 2, total_page: 2 } },
    });
    qc.setQueryData(countKey, { chat_unread_count: 0, news_unread_count: 1 });
    const { result } = renderHook(() => useNotifications(ME), { wrapper });
    await waitFor(() => expect(result.current.list.map((n) => n.id)).toEqual([10]));
    expect(unread()).toBe(5);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.list.map((n) => n.id)).toEqual([10, 12]));
    expect(result.current.hasMore).toBe(false);
    const pages = server().requests.filter((r) => r.pathname.startsWith('/api/v3/notify/'));
    expect(pages.map((r) => r.pathname)).toEqual(['/api/v3/notify/1', '/api/v3/notify/2']);
  });
});

/** The hook's providers with `id` signed in (null: a visitor). */
const withUser = (id: number | null) => {
  const store = createStore();
  store.set(userAtom, { ...anonymousUser, id });
  return ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{wrapper({ children })}</Provider>
  );
};

describe("the header's unread count", () => {
  it("is the news count's news_unread_count for a signed-in member", async () => {
    server().on('GET', '/newsCount', {
      body: { code: 200, data: { chat_unread_count: 1, news_unread_count: 3 } },
    });
    const { result } = renderHook(() => useUnreadNotificationCount(), { wrapper: withUser(ME) });
    await waitFor(() => expect(result.current).toBe(3));
  });

  it('follows a read done on the notifications page (one cached count)', async () => {
    server().on('POST', '/api/v3/notify/1', ok);
    const hook = seeded();
    const badge = renderHook(() => useUnreadNotificationCount(), { wrapper: withUser(ME) });
    expect(badge.result.current).toBe(2);
    await act(() => hook.current.read.mutateAsync(1));
    expect(badge.result.current).toBe(1);
  });

  it('is 0 and asks nothing for a visitor', () => {
    const { result } = renderHook(() => useUnreadNotificationCount(), { wrapper: withUser(null) });
    expect(result.current).toBe(0);
    expect(server().requests.filter((r) => r.pathname === '/newsCount')).toEqual([]);
  });
});

describe('the live stream (useLiveNotifications)', () => {
  useFakeEventSource();
  const withMe = () => withUser(ME);
  const event = (id: number, unread_count: number) => ({
    notification: notification(id, 'N'),
    unread_count,
  });

  it('puts a new notification on top of the list once and sets the badge, asking nothing else', async () => {
    server().on('POST', '/api/v3/notify/ticket', {
      body: { code: 200, data: { ticket: 'ticket-1', expires_in: 60 } },
    });
    seeded();
    renderHook(() => useLiveNotifications(), { wrapper: withMe() });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toMatch(/\/api\/v3\/notify\/stream\?ticket=ticket-1$/);
    act(() => stream.send('notification', event(4, 3), '4'));
    act(() => stream.send('notification', event(4, 3), '4'));
    expect(statuses()).toEqual(['4N', '1N', '2Y', '3N']);
    expect(unread()).toBe(3);
    // Beside the ticket (and the XSRF cookie's first fetch), no request: no list, no count.
    const asked = server().requests.map((r) => r.pathname);
    expect(asked.filter((p) => p !== '/xsrf')).toEqual(['/api/v3/notify/ticket']);
  });

  it('after a refused stream, asks for a new ticket and resumes from the last event', async () => {
    let n = 0;
    server().on('POST', '/api/v3/notify/ticket', () => ({
      body: { code: 200, data: { ticket: `ticket-${++n}`, expires_in: 60 } },
    }));
    seeded();
    renderHook(() => useLiveNotifications(), { wrapper: withMe() });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => FakeEventSource.opened[0]!.send('notification', event(4, 3), '4'));
    act(() => FakeEventSource.opened[0]!.refuse());
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 10_000 });
    expect(FakeEventSource.opened[1]!.url).toMatch(/\?ticket=ticket-2&last_event_id=4$/);
  });

  it('asks nothing more when the ticket is refused (signed out elsewhere)', async () => {
    server().on('POST', '/api/v3/notify/ticket', {
      status: 470,
      body: { code: 470, message: '로그인 정보가 만료되었어요.' },
    });
    renderHook(() => useLiveNotifications(), { wrapper: withMe() });
    await waitFor(() => expect(server().calls('POST', '/api/v3/notify/ticket')).toHaveLength(1));
    // Longer than the first retry pause: a retry would have asked again by now.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(server().calls('POST', '/api/v3/notify/ticket')).toHaveLength(1);
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('opens nothing for a visitor, and closes the stream when the member leaves', async () => {
    renderHook(() => useLiveNotifications(), { wrapper: withUser(null) });
    server().on('POST', '/api/v3/notify/ticket', {
      body: { code: 200, data: { ticket: 't', expires_in: 60 } },
    });
    const member = renderHook(() => useLiveNotifications(), { wrapper: withMe() });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    member.unmount();
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import type { NotificationWire } from '../../api/notify';
import { deferred, useTestServer } from '../../api/testing/setup';
import type { Reply } from '../../api/testing/server';
import { getStore, resetStore } from '../jotai';
import { newsCountAtom, notificationInfoAtom, notificationListAtom } from '../notification';
import {
  loadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  removeAllNotifications,
  removeNotification,
} from './notifications';

const server = useTestServer();
const ok: Reply = { body: { code: 200, data: null } };
const failure: Reply = { status: 500, body: { code: 500, message: 'db down' } };

const notification = (id: number, read_status: 'Y' | 'N', push_type = 1): NotificationWire => ({
  id,
  read_status,
  push_type,
  title: `알림 ${id}`,
});

function seed(): void {
  resetStore();
  getStore().set(notificationListAtom, [
    notification(1, 'N'),
    notification(2, 'Y'),
    notification(3, 'N'),
  ]);
  getStore().set(newsCountAtom, { chat_unread_count: 4, news_unread_count: 2 });
}

const list = () => getStore().get(notificationListAtom);
const statuses = () => list().map((n) => `${n.id}${n.read_status}`);
const unread = () => getStore().get(newsCountAtom).news_unread_count;

beforeEach(seed);

describe('reading a notification', () => {
  it('turns read_status N into Y on screen before the server answers', async () => {
    const answer = deferred<Reply>();
    server().on('POST', '/api/v3/notify/1', () => answer.promise);
    const pending = markNotificationRead(1);
    expect(statuses()).toEqual(['1Y', '2Y', '3N']);
    expect(unread()).toBe(1);
    answer.resolve(ok);
    await expect(pending).resolves.toBe(true);
    expect(statuses()).toEqual(['1Y', '2Y', '3N']);
  });

  it("takes the server's unread count once the read succeeds", async () => {
    server().on('POST', '/api/v3/notify/1', {
      body: { code: 200, data: { id: 1, read_status: 'Y', unread_count: 7 } },
    });
    await expect(markNotificationRead(1)).resolves.toBe(true);
    expect(unread()).toBe(7);
  });

  it('returns false and shows it unread again when the server fails', async () => {
    server().on('POST', '/api/v3/notify/1', failure);
    await expect(markNotificationRead(1)).resolves.toBe(false);
    expect(statuses()).toEqual(['1N', '2Y', '3N']);
    expect(unread()).toBe(2);
  });
});

describe('reading all notifications', () => {
  it('sets every read_status to Y and the unread count to 0', async () => {
    server().on('POST', '/api/v3/notify/all', ok);
    const pending = markAllNotificationsRead();
    expect(statuses()).toEqual(['1Y', '2Y', '3Y']);
    expect(unread()).toBe(0);
    await expect(pending).resolves.toBe(true);
    expect(server().requests.map((r) => `${r.method} ${r.pathname}`)).toContain(
      'POST /api/v3/notify/all',
    );
  });

  it('rolls back to the unread ones and their count when the server fails', async () => {
    server().on('POST', '/api/v3/notify/all', failure);
    await expect(markAllNotificationsRead()).resolves.toBe(false);
    expect(statuses()).toEqual(['1N', '2Y', '3N']);
    expect(unread()).toBe(2);
  });
});

describe('deleting a notification', () => {
  it('removes it with form type=delete and decrements the unread count for an unread one', async () => {
    server().on('POST', '/api/v3/notify/3', ok);
    const pending = removeNotification(3);
    expect(statuses()).toEqual(['1N', '2Y']);
    expect(unread()).toBe(1);
    await expect(pending).resolves.toBe(true);
    const request = server().requests.find((r) => r.pathname === '/api/v3/notify/3');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(request?.body).get('type')).toBe('delete');
  });

  it('keeps the unread count when the deleted one was read', async () => {
    server().on('POST', '/api/v3/notify/2', ok);
    await expect(removeNotification(2)).resolves.toBe(true);
    expect(statuses()).toEqual(['1N', '3N']);
    expect(unread()).toBe(2);
  });

  it('puts it back in its place, with the count, when the server fails', async () => {
    server().on('POST', '/api/v3/notify/1', failure);
    await expect(removeNotification(1)).resolves.toBe(false);
    expect(statuses()).toEqual(['1N', '2Y', '3N']);
    expect(unread()).toBe(2);
  });
});

describe('deleting all notifications', () => {
  it('empties the list', async () => {
    server().on('POST', '/api/v3/notify/all_delete', ok);
    const pending = removeAllNotifications();
    expect(list()).toEqual([]);
    expect(unread()).toBe(0);
    await expect(pending).resolves.toBe(true);
  });

  it('brings the list back when the server fails', async () => {
    server().on('POST', '/api/v3/notify/all_delete', failure);
    await expect(removeAllNotifications()).resolves.toBe(false);
    expect(statuses()).toEqual(['1N', '2Y', '3N']);
    expect(unread()).toBe(2);
  });
});

describe('loading notifications', () => {
  beforeEach(() => resetStore());

  it('starts at nextPage 1 of total_page 2', () => {
    expect(getStore().get(notificationInfoAtom)).toEqual({ nextPage: 1, total_page: 2 });
  });

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
    await expect(loadNotifications()).resolves.toBe(true);
    expect(list().map((n) => n.id)).toEqual([10]);
    expect(unread()).toBe(5);
    await expect(loadNotifications()).resolves.toBe(true);
    await expect(loadNotifications()).resolves.toBe(false);
    expect(list().map((n) => n.id)).toEqual([10, 12]);
    expect(getStore().get(notificationInfoAtom)).toEqual({ nextPage: 3, total_page: 2 });
    expect(server().requests.filter((r) => r.pathname.startsWith('/api/v3/notify/'))).toHaveLength(
      2,
    );
  });

  it('keeps the paging when a page fails, so it can be asked again', async () => {
    server().on('GET', '/api/v3/notify/1', failure);
    await expect(loadNotifications()).resolves.toBe(false);
    expect(getStore().get(notificationInfoAtom)).toEqual({ nextPage: 1, total_page: 2 });
  });
});

// Notifications and the header's unread counts (spec sections 3, 4 and 9).
import type { NewsCount, NotificationWire } from '../api/notify';
import { atom } from './jotai';

export interface NotificationInfo {
  /** The next page to fetch. */
  nextPage: number;
  total_page: number;
}

/** Spec section 9: initial notification paging is nextPage 1, total_page 2. */
export const initialNotificationInfo: NotificationInfo = Object.freeze({
  nextPage: 1,
  total_page: 2,
});

export const notificationInfoAtom = atom<NotificationInfo>(initialNotificationInfo);

export const notificationListAtom = atom<NotificationWire[]>([]);

export const newsCountAtom = atom<NewsCount>({ chat_unread_count: 0, news_unread_count: 0 });

/** The unread notification count: the alarm badge. */
export const unreadNotificationCountAtom = atom((get) => get(newsCountAtom).news_unread_count);

/** More pages to fetch. */
export const hasMoreNotificationsAtom = atom((get) => {
  const { nextPage, total_page } = get(notificationInfoAtom);
  return nextPage <= total_page;
});

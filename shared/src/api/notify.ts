// Notifications (spec section 7, under the first API prefix) and the header's news count.
import { apiGet, apiPost, apiPostForm, resolveApiUrl } from './client';
import { seg } from './path';
import type { Id, Paged, YN } from './types';

export interface NotificationWire {
  id: number;
  notify_id?: number;
  /** 'N' until read, then 'Y'. */
  read_status: YN;
  /** Kind of push; entries below 0 are not shown (spec section 5). */
  push_type: number;
  title?: string;
  content?: string;
  link?: string;
  image?: string;
  user_photo?: string;
  created_at?: string;
}

export interface NotificationPageWire extends Paged<NotificationWire> {
  total_count?: number;
  /** Unread notifications over all pages. */
  unread_count?: number;
}

/** What a read or delete answers: the unread count after it. */
export interface NotificationChange {
  unread_count?: number;
}

export interface NewsCount {
  chat_unread_count: number;
  news_unread_count: number;
}

/** Spec section 5: notification list entries are kept only if push_type is 0 or greater. */
export function isShownNotification(notification: Pick<NotificationWire, 'push_type'>): boolean {
  return Number(notification.push_type) >= 0;
}

/** One page of notifications, without the entries that are not shown. */
export async function fetchNotifications(page: number): Promise<NotificationPageWire> {
  const answer = await apiGet<NotificationPageWire>(`/api1/api/v3/notify/${seg(page)}`);
  return {
    ...answer,
    list: (answer.list ?? []).filter(isShownNotification),
    page: Number(answer.page ?? page),
    total_page: Number(answer.total_page ?? page),
  };
}

/** Marks one notification as read. */
export function readNotification(notifyId: Id): Promise<NotificationChange> {
  return apiPost<NotificationChange>(`/api1/api/v3/notify/${seg(notifyId)}`);
}

/** Deletes one notification (the same path as read, with form type=delete). */
export function deleteNotification(notifyId: Id): Promise<NotificationChange> {
  return apiPostForm<NotificationChange>(`/api1/api/v3/notify/${seg(notifyId)}`, {
    type: 'delete',
  });
}

export function readAllNotifications(): Promise<NotificationChange> {
  return apiPost<NotificationChange>('/api1/api/v3/notify/all');
}

export function deleteAllNotifications(): Promise<NotificationChange> {
  return apiPost<NotificationChange>('/api1/api/v3/notify/all_delete');
}

/** Unread chat and news counts (the header's alarm badge). */
export function fetchNewsCount(): Promise<NewsCount> {
  return apiGet<NewsCount>('newsCount');
}

// --- Live notifications (issue 47): one Server-Sent Events stream per signed-in tab -----------

/** A one-minute ticket for the stream: EventSource cannot send the Bearer token as a header. */
export interface NotifyTicket {
  ticket: string;
  /** Seconds the ticket is accepted for opening a stream. */
  expires_in: number;
}

/** What the stream sends for each new notification (SSE `event: notification`, `id:` its id). */
export interface LiveNotificationEvent {
  notification: NotificationWire;
  /** The member's unread notifications after it (the badge's news count). */
  unread_count: number;
}

/** What the stream sends first (`event: ready`): the unread count when it opened. */
export interface LiveReadyEvent {
  unread_count: number;
}

/** Asks for a stream ticket (an authenticated POST: token and XSRF as every call). */
export function fetchNotifyTicket(): Promise<NotifyTicket> {
  return apiPost<NotifyTicket>('/api1/api/v3/notify/ticket');
}

/**
 * The stream's address on the main server, through the same base as every call. It carries only
 * the short-lived ticket (never the token), and the last event seen so a new stream replays
 * what was missed.
 */
export function notifyStreamUrl(ticket: string, lastEventId?: string | null): string {
  const query = new URLSearchParams({ ticket });
  if (lastEventId) query.set('last_event_id', lastEventId);
  return `${resolveApiUrl('/api1/api/v3/notify/stream')}?${query.toString()}`;
}

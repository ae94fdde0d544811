// Visitor tracking (spec sections 3, 4, 7): the record the shell's tracker keeps, and the
// call that sends it.
import { apiGet, apiPost } from './client';

export type TrackingMode = 'INITIAL' | 'READY' | 'NOT_INITIAL';

export interface ClickedItem {
  elementType: string;
  innerText: string;
  timeStamp: number;
}

/** The visitor tracking record, field names as on the wire. */
export interface VisitorRecord {
  uuid: string;
  sessionId: string;
  device: 'WEB';
  timeStamp: number;
  pageTitle: string;
  queryInfo: Record<string, string>;
  /** Groups of class info on the page; the tracker is READY when every group is non-empty. */
  classInfo: Record<string, unknown[]>;
  clickedItems: ClickedItem[];
  sortBy: string;
  countRemainingTime: number;
  BROWSER_MODE: string;
  famousClassKeyword: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
}

/** What is sent: the record minus the class info (the click bookkeeping is kept apart). */
export type VisitorPayload = Omit<VisitorRecord, 'classInfo'>;

export function createVisitorRecord(fields: Partial<VisitorRecord> = {}): VisitorRecord {
  return {
    uuid: '',
    sessionId: '',
    device: 'WEB',
    timeStamp: 0,
    pageTitle: '',
    queryInfo: {},
    classInfo: {},
    clickedItems: [],
    sortBy: '',
    countRemainingTime: 0,
    BROWSER_MODE: '',
    famousClassKeyword: '',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    utm_content: '',
    ...fields,
  };
}

export function toVisitorPayload(record: VisitorRecord): VisitorPayload {
  const { classInfo: _classInfo, ...payload } = record;
  return payload;
}

export interface SendOptions {
  /** On page unload: a keepalive fetch outlives the page and still carries the headers. */
  onUnload?: boolean;
}

/** `POST /new/classu/web` with the record as JSON. */
export function sendVisitorRecord(
  record: VisitorRecord,
  { onUnload = false }: SendOptions = {},
): Promise<unknown> {
  if (onUnload && typeof fetch === 'function') {
    return apiPostKeepalive('/new/classu/web', toVisitorPayload(record));
  }
  return apiPost('/new/classu/web', toVisitorPayload(record));
}

function apiPostKeepalive(url: string, body: unknown): Promise<unknown> {
  return apiPost(url, body, undefined, { adapter: 'fetch', fetchOptions: { keepalive: true } });
}

/** Outside production only: the records stored for a visitor (`GET /new/classu/web`). */
export function fetchVisitorRecords(query: {
  sessionId?: string;
  uuid?: string;
}): Promise<unknown[]> {
  return apiGet<unknown[]>('/new/classu/web', query);
}

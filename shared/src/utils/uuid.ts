// Spec §5 and §9: the visitor id is a UUID kept in local storage; anything that is not a
// version 1–5 UUID (or the all-zero "nil" value) is replaced by a new one. The session id
// lives in session storage, so it ends with the tab.
export const VISITOR_ID_KEY = 'baeum.uuid';
export const SESSION_ID_KEY = 'baeum.sessionId';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function isValidUuid(value: unknown): value is string {
  return typeof value === 'string' && (value === NIL_UUID || UUID_PATTERN.test(value));
}

export function generateUuid(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // Version 4 from random bytes, for browsers without randomUUID (non-secure origins).
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function getOrCreateId(storage: Storage | undefined, key: string): string {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(key) ?? null;
  } catch {
    // Storage can throw (blocked cookies, private mode): a fresh id is still usable.
  }
  if (isValidUuid(stored)) return stored;
  const id = generateUuid();
  try {
    storage?.setItem(key, id);
  } catch {
    // Not persisted; the next page view simply gets another id.
  }
  return id;
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function getOrCreateVisitorId(
  storage: Storage | undefined = safeStorage('localStorage'),
): string {
  return getOrCreateId(storage, VISITOR_ID_KEY);
}

export function getOrCreateSessionId(
  storage: Storage | undefined = safeStorage('sessionStorage'),
): string {
  return getOrCreateId(storage, SESSION_ID_KEY);
}

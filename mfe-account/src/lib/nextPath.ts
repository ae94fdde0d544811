// Where to go after log-in: a `?next=` parameter or the location state the guard left. Only a
// same-origin relative path is followed (no open redirect through //evil.example or /\evil).
const AUTH_PAGES = ['/login', '/signup', '/password/reset'];
const BASE = 'https://baeum.invalid';

export function safeNextPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // Browsers read a backslash as a slash, and control characters are dropped: /\t/evil.
  if (raw.includes('\\') || [...raw].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (AUTH_PAGES.includes(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path to come back to, from `?next=` first, then location state `{ from }`. */
export function nextFromLocation(search: string, state: unknown, fallback = '/'): string {
  const fromQuery = new URLSearchParams(search).get('next');
  if (fromQuery) return safeNextPath(fromQuery, fallback);
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return safeNextPath(from, fallback);
  if (from && typeof from === 'object') {
    const {
      pathname = '',
      search: query = '',
      hash = '',
    } = from as { pathname?: string; search?: string; hash?: string };
    return safeNextPath(`${pathname}${query}${hash}`, fallback);
  }
  return fallback;
}

/** `?next=` to carry the way back through /signup and /password/reset links. */
export function withNext(path: string, next: string): string {
  return next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`;
}

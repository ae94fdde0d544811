// Where the client's identity comes from (spec section 6): a token stored by the startup
// token lookup, a `token` query parameter, a `hash` query parameter. Browser storage is
// optional so the client also runs under Node (tests, scripts).
import { requestScope } from '../requestScope';

/** The one localStorage key of the stored token. */
export const TOKEN_STORAGE_KEY = 'baeum.token';
/** The tab's copy of the credentials read from the URL (the address bar no longer has them). */
export const URL_CREDENTIALS_STORAGE_KEY = 'baeum.urlCredentials';

export interface UrlCredentials {
  token: string | null;
  hash: string | null;
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

let memoryToken: string | null = null;

/** The token stored by the startup token lookup or the log-in, if any. */
export function getToken(): string | null {
  // A drawing on the server has no stored token: only its address's credentials.
  if (requestScope()) return null;
  const store = storage('localStorage');
  return store ? store.getItem(TOKEN_STORAGE_KEY) : memoryToken;
}

export function setToken(token: string): void {
  const store = storage('localStorage');
  if (store) store.setItem(TOKEN_STORAGE_KEY, token);
  else memoryToken = token;
}

/** Forgets every credential: the stored token and those read from the URL. */
export function clearToken(): void {
  storage('localStorage')?.removeItem(TOKEN_STORAGE_KEY);
  memoryToken = null;
  clearUrlCredentials();
}

let urlCredentials: UrlCredentials | null = null;

/** The token and hash read from the page URL in this tab (kept across reloads of the tab). */
export function getUrlCredentials(): UrlCredentials {
  // The server's drawing of a member's page: that request's credentials (requestScope.ts).
  const scope = requestScope();
  if (scope) return { ...scope.credentials };
  if (!urlCredentials) {
    urlCredentials = { token: null, hash: null };
    const saved = storage('sessionStorage')?.getItem(URL_CREDENTIALS_STORAGE_KEY);
    if (saved) {
      try {
        const parsed = JSON.parse(saved) as Partial<UrlCredentials>;
        urlCredentials = { token: parsed.token ?? null, hash: parsed.hash ?? null };
      } catch {
        // a corrupt copy is the same as none
      }
    }
  }
  return { ...urlCredentials };
}

export function clearUrlCredentials(): void {
  urlCredentials = { token: null, hash: null };
  storage('sessionStorage')?.removeItem(URL_CREDENTIALS_STORAGE_KEY);
}

const CREDENTIAL_PARAMS = new Set(['token', 'hash']);

/**
 * Reads `token` and `hash` from the page URL, keeps them for the client, and removes them
 * from the address bar with history.replaceState (other parameters and the #fragment stay,
 * byte for byte) so they do not leak through sharing or the Referer header.
 */
export function readTokenFromUrl(): UrlCredentials {
  const current = getUrlCredentials();
  if (typeof window === 'undefined' || !window.location) return current;
  const { pathname, search, hash: fragment } = window.location;
  if (!search) return current;

  const kept: string[] = [];
  let found = false;
  for (const part of search.slice(1).split('&')) {
    if (!part) continue;
    const separator = part.indexOf('=');
    const rawKey = separator === -1 ? part : part.slice(0, separator);
    const key = safeDecode(rawKey);
    if (!CREDENTIAL_PARAMS.has(key)) {
      kept.push(part);
      continue;
    }
    found = true;
    const value = separator === -1 ? '' : safeDecode(part.slice(separator + 1));
    if (value) current[key as keyof UrlCredentials] = value;
  }
  if (!found) return current;

  urlCredentials = current;
  storage('sessionStorage')?.setItem(URL_CREDENTIALS_STORAGE_KEY, JSON.stringify(current));
  const nextSearch = kept.length ? `?${kept.join('&')}` : '';
  window.history.replaceState(window.history.state, '', `${pathname}${nextSearch}${fragment}`);
  return { ...current };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The value of a cookie visible to scripts, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie ? document.cookie.split(';') : []) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

// The one HTTP client of the product (the only axios.create in the repo). It is shared as a
// Module Federation singleton, so the shell and every remote go through these interceptors:
// prefix mapping (docs/api-paths.md), credentials, XSRF, and the success envelope.
import axios from 'axios';
import type { AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { getConfig } from '../config';
import { getToken, getUrlCredentials, readCookie, readTokenFromUrl } from './credentials';
import { ApiError, codeOf, toApiError } from './error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Resolve with the whole AxiosResponse, without the envelope check (e.g. GET /xsrf). */
    rawResponse?: boolean;
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const MUTATING_METHODS = new Set(['post', 'put', 'patch', 'delete']);

export const apiClient = axios.create({
  withCredentials: true,
  timeout: 0, // spec section 9: no timeout
  withXSRFToken: false, // the request interceptor below sends X-XSRF-TOKEN for every adapter
});

/**
 * Maps a path written in the client to a server URL (docs/api-paths.md):
 * `/api1/X` → main `/X`, `/api2/X` → recommendation `/X`, `recom/X` → recommendation
 * `/recom/X`, `/biz/X` → business `/X`, `/next/X` → main `/new/X`, anything else → main.
 */
export function resolveApiUrl(path: string): string {
  if (isAbsoluteUrl(path)) return path;
  const { main, recommend, biz } = getConfig().servers;
  const rooted = path.startsWith('/') ? path : `/${path}`;
  const prefixed = (prefix: string) =>
    rooted === prefix || rooted.startsWith(`${prefix}/`) || rooted.startsWith(`${prefix}?`);
  if (prefixed('/api1')) return main + rooted.slice('/api1'.length);
  if (prefixed('/api2')) return recommend + rooted.slice('/api2'.length);
  if (prefixed('/recom')) return recommend + rooted;
  if (prefixed('/biz')) return biz + rooted.slice('/biz'.length);
  if (prefixed('/next')) return `${main}/new${rooted.slice('/next'.length)}`;
  return main + rooted;
}

function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url) || url.startsWith('//');
}

/** Credentials go only to our own servers, never to an absolute third-party URL. */
function isOurServer(url: string): boolean {
  if (!isAbsoluteUrl(url)) return true;
  const { main, recommend, biz } = getConfig().servers;
  return [main, recommend, biz].some(
    (base) => isAbsoluteUrl(base) && (url === base || url.startsWith(`${base}/`)),
  );
}

// --- XSRF ---------------------------------------------------------------------------------

let xsrfFromResponse: string | null = null;
let xsrfBootstrap: Promise<void> | null = null;

function readXsrfToken(): string | null {
  return readCookie(XSRF_COOKIE) ?? xsrfFromResponse;
}

/** GET /xsrf once, so that the first mutating request has a cookie to echo. */
function ensureXsrfToken(): Promise<void> {
  xsrfBootstrap ??= apiClient
    .get<unknown>('/xsrf', { rawResponse: true })
    .then((response) => {
      // In a browser the cookie jar now has it. Outside one (Node), read Set-Cookie instead.
      const setCookie: unknown = response.headers['set-cookie'];
      const lines = Array.isArray(setCookie) ? (setCookie as string[]) : [];
      const line = lines.find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`));
      if (line)
        xsrfFromResponse = decodeURIComponent(
          line.slice(XSRF_COOKIE.length + 1).split(';')[0] ?? '',
        );
    })
    .catch(() => {
      xsrfBootstrap = null; // try again before the next mutating request
    });
  return xsrfBootstrap;
}

// --- interceptors -------------------------------------------------------------------------

async function prepareRequest(
  config: InternalAxiosRequestConfig,
): Promise<InternalAxiosRequestConfig> {
  const url = resolveApiUrl(config.url ?? '');
  config.url = url;
  if (!isOurServer(url)) return config;

  readTokenFromUrl(); // a page opened with ?token=… or ?hash=…: keep it, clean the address bar
  const { token: urlToken, hash } = getUrlCredentials();
  const bearer = urlToken ?? getToken();
  if (bearer && !config.headers.has('Authorization'))
    config.headers.set('Authorization', `Bearer ${bearer}`);
  if (hash) config.params = withHashParam(config.params, hash);

  let xsrf = readXsrfToken();
  if (!xsrf && MUTATING_METHODS.has((config.method ?? 'get').toLowerCase())) {
    await ensureXsrfToken();
    xsrf = readXsrfToken();
  }
  if (xsrf) config.headers.set(XSRF_HEADER, xsrf);
  // Outside a browser nothing keeps cookies: send the XSRF cookie along with its header.
  if (xsrf && typeof document === 'undefined' && !readCookie(XSRF_COOKIE)) {
    const cookie = config.headers.get('Cookie');
    const others = typeof cookie === 'string' && cookie ? `${cookie}; ` : '';
    config.headers.set('Cookie', `${others}${XSRF_COOKIE}=${encodeURIComponent(xsrf)}`);
  }
  return config;
}

/**
 * The credential headers this client sends to our servers, for requests it does not make itself
 * (the studio's tus video upload): `Authorization: Bearer …` when a token is kept, and
 * `X-XSRF-TOKEN` (fetched once from /xsrf when there is no cookie yet). A `hash`-only identity
 * travels as a query parameter and is not a header: it is not included.
 */
export async function authHeaders(): Promise<Record<string, string>> {
  readTokenFromUrl();
  const bearer = getUrlCredentials().token ?? getToken();
  let xsrf = readXsrfToken();
  if (!xsrf) {
    await ensureXsrfToken();
    xsrf = readXsrfToken();
  }
  const headers: Record<string, string> = {};
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

function withHashParam(params: unknown, hash: string): unknown {
  if (params instanceof URLSearchParams) {
    if (!params.has('hash')) params.append('hash', hash);
    return params;
  }
  const existing = (params ?? {}) as Record<string, unknown>;
  return 'hash' in existing ? existing : { ...existing, hash };
}

/** Spec section 7: success when `code` is 200 or '200' or `result` is 'success'. */
export function isSuccessEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { code, result } = body as { code?: unknown; result?: unknown };
  return code === 200 || code === '200' || result === 'success';
}

/** The payload of a success envelope: `data`, else `results`, else the whole body. */
export function unwrapEnvelope(body: unknown): unknown {
  const { data, results } = body as { data?: unknown; results?: unknown };
  return data ?? results ?? body;
}

function handleResponse(response: AxiosResponse): unknown {
  if (response.config.rawResponse) return response;
  const body: unknown = response.data;
  if (isSuccessEnvelope(body)) return unwrapEnvelope(body);
  const code = codeOf(body);
  throw new ApiError({
    kind: 'envelope',
    message: `Request failed with code ${code ?? 'unknown'}`,
    code,
    status: response.status,
    body,
  });
}

apiClient.interceptors.request.use(prepareRequest);
apiClient.interceptors.response.use(
  handleResponse as (response: AxiosResponse) => AxiosResponse,
  (error: unknown) => Promise.reject(toApiError(error)),
);

// --- typed helpers used by the endpoint files ---------------------------------------------

/** Form fields; undefined and null are left out, the rest become strings. */
export type FormFields = Record<string, string | number | boolean | null | undefined>;

export function toFormBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  return body;
}

type Params = Record<string, string | number | boolean | null | undefined>;

function send<T>(config: AxiosRequestConfig): Promise<T> {
  // The response interceptor has already replaced the AxiosResponse with the payload.
  return apiClient.request(config) as unknown as Promise<T>;
}

export function apiGet<T>(url: string, params?: Params): Promise<T> {
  return send<T>({ method: 'get', url, params });
}

/** POST with a JSON body. `config` adds transport options (e.g. a keepalive fetch). */
export function apiPost<T>(
  url: string,
  body?: unknown,
  params?: Params,
  config?: AxiosRequestConfig,
): Promise<T> {
  return send<T>({ ...config, method: 'post', url, data: body, params });
}

/** POST form-encoded (application/x-www-form-urlencoded). */
export function apiPostForm<T>(url: string, fields: FormFields = {}, params?: Params): Promise<T> {
  return send<T>({ method: 'post', url, data: toFormBody(fields), params });
}

/** POST multipart/form-data (uploads). */
export function apiPostMultipart<T>(url: string, form: FormData): Promise<T> {
  return send<T>({ method: 'post', url, data: form });
}

export function apiPut<T>(url: string, body?: unknown, params?: Params): Promise<T> {
  return send<T>({ method: 'put', url, data: body, params });
}

export function apiPatch<T>(url: string, body?: unknown, params?: Params): Promise<T> {
  return send<T>({ method: 'patch', url, data: body, params });
}

export function apiDelete<T>(url: string, params?: Params): Promise<T> {
  return send<T>({ method: 'delete', url, params });
}

/** Forgets the XSRF bootstrap (tests; and after a log-out, whose answer rotates the cookie). */
export function resetXsrf(): void {
  xsrfFromResponse = null;
  xsrfBootstrap = null;
}

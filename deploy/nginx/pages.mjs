// The shell's pages through nginx (issue #39, "One production path" and "Capacity"): drawn by the
// shell's render server (shell/server/serve.mjs on shell/dist), and a visitor's drawing kept a few
// seconds in nginx's micro-cache, as the render server's Cache-Control allows
// (shell/server/first-screen.mjs, pageCacheControl). A member never reads from the cache nor writes to
// it: an address with `?token=`/`?hash=`, the app's web view (its pages are drawn without the
// header) and a reader with the session cookie go to the render server every time.
import { SESSION_COOKIE } from '@baeum/shell/server/first-screen.mjs';
import { APP_UA_PATTERN } from '@baeum/shell/server/preload-hints.mjs';

export const PAGE_CACHE_ZONE = 'baeum_pages';
const UPSTREAM = 'baeum_render';

/** The render server's `host:port`, from sites.json's `render` (an http:// URL). */
export function renderAddress(url) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:') throw new Error(`render must be an http:// URL: ${url}`);
  if (!/^[\w.:[\]-]+$/.test(parsed.host)) throw new Error(`bad render host: ${parsed.host}`);
  return parsed.port ? parsed.host : `${parsed.host}:80`;
}

/**
 * Lines of nginx's `http {}` (baeum.conf is included there): the render server, the cache and
 * who is a member.
 * @param {{ render: string, cachePath: string, quoted: (v: string) => string }} o
 */
export function pagesHttp({ render, cachePath, quoted }) {
  if (APP_UA_PATTERN.flags !== 'i' || /["\s]/.test(APP_UA_PATTERN.source))
    throw new Error('APP_UA_PATTERN cannot be written as an nginx regex');
  return [
    `upstream ${UPSTREAM} {`,
    `  server ${renderAddress(render)};`,
    '  keepalive 16;',
    '}',
    // 10 MB of keys is ~80,000 pages; a drawing unread for 10 min leaves the disk.
    `proxy_cache_path ${quoted(cachePath)} levels=1:2 keys_zone=${PAGE_CACHE_ZONE}:10m max_size=256m inactive=10m use_temp_path=off;`,
    // The app's web view (shared/src/utils/userAgent.ts, APP_UA_MARKER; preload-hints.mjs).
    `map $http_user_agent $baeum_app_ua { default 0; "~*${APP_UA_PATTERN.source}" 1; }`,
    // Credentials in the address, even empty ones.
    'map $args $baeum_credentials_arg { default 0; "~(^|&)(token|hash)=" 1; }',
    `map "$baeum_app_ua$baeum_credentials_arg$cookie_${SESSION_COOKIE}" $baeum_member_page { default 1; "00" 0; }`,
  ];
}

/**
 * The lines of a page location: the render server's answer, from the cache when a visitor's
 * drawing is there (`X-Cache-Status` says HIT, MISS, STALE, UPDATING, EXPIRED or BYPASS). While
 * the render server does not answer, the page is the one render.mjs wrote (@spa: no drawing).
 */
export function pageProxy() {
  return [
    `proxy_pass http://${UPSTREAM};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    // nginx compresses (gzip above): one copy per page in the cache, not one per encoding.
    'proxy_set_header Accept-Encoding "";',
    `proxy_cache ${PAGE_CACHE_ZONE};`,
    'proxy_cache_key $scheme$host$request_uri;',
    'proxy_cache_methods GET HEAD;',
    // One drawing at a time per page; the others wait for it (or get the stale one).
    'proxy_cache_lock on;',
    'proxy_cache_lock_timeout 2s;',
    'proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;',
    'proxy_cache_background_update on;',
    'proxy_cache_revalidate on;',
    // How long is the render server's to say (s-maxage, stale-while-revalidate); nothing else
    // is kept: no-cache, private, no-store and any answer with a Set-Cookie stay out.
    'proxy_cache_bypass $baeum_member_page;',
    'proxy_no_cache $baeum_member_page;',
    'add_header X-Cache-Status $upstream_cache_status always;',
    'error_page 502 503 504 = @spa;',
  ];
}

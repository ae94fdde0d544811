// The Content-Security-Policy of every HTML answer (issue #17): scripts only from this origin,
// the remotes the runtime config names and the configured tag hosts; no inline script but the
// drawn page's watcher (by its hash, shell/server/before-app.mjs), no eval, no plugins, no <base>
// tricks. deploy/nginx/ writes the same header.
import { WATCH_SCRIPT_HASH } from './before-app.mjs';

/** The tag hosts of spec section 1 (shell/src/thirdParty/vendors.ts); BAEUM_CSP_SCRIPT_HOSTS replaces them. */
export const DEFAULT_TAG_HOSTS = [
  'https://www.googletagmanager.com',
  'https://wcs.naver.net',
  'https://connect.facebook.net',
  'https://analytics.tiktok.com',
];

/** The YouTube players a post's video opens in. */
const VIDEO_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

/** An http(s) URL's origin, or null for anything else. */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The origins of the remotes' manifests in a runtime config, each once. */
export function remoteOrigins(config) {
  const urls = Object.values(config?.remotes ?? {});
  return [...new Set(urls.map(originOf).filter(Boolean))];
}

export function tagHosts(env = process.env) {
  const listed = env.BAEUM_CSP_SCRIPT_HOSTS;
  if (listed === undefined) return DEFAULT_TAG_HOSTS;
  return listed
    .split(',')
    .map((s) => originOf(s.trim()))
    .filter((origin) => origin && origin.startsWith('https:'));
}

/**
 * @param {string[]} remotes  origins the shell loads remotes from
 * @param {{ settings?: Record<string, unknown> }} [config]  the runtime config (sibling site)
 */
export function contentSecurityPolicy(remotes, config = {}, env = process.env) {
  const sibling =
    typeof config.settings?.siblingSiteBase === 'string'
      ? originOf(config.settings.siblingSiteBase)
      : null;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...tagHosts(env), WATCH_SCRIPT_HASH],
    // React and Swiper set style attributes; no script can come through a style.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, 'https:'],
    'frame-src': ["'self'", ...VIDEO_FRAMES, ...(sibling ? [sibling] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

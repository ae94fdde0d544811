// Runtime configuration of @baeum/shared. The shell calls `configure()` once at boot with
// what it read for this environment (remotes.json / inlined JSON); every other package only
// reads. Defaults work behind the same-origin `/_api` proxy of docs/api-paths.md. The shell's
// render server gives each drawing its own (requestScope.ts) and never calls configure().
import { requestScope } from './requestScope';

export interface ServerBases {
  /** The main server (most calls, notifications through `/api1/`). */
  main: string;
  /** The recommendation server (`recom/…`, search through `/api2/`). */
  recommend: string;
  /** The business server (`/biz/…`). */
  biz: string;
}

export interface TrackingIds {
  /** The three tag-manager containers, loaded after the user is loaded. */
  tagManager: string[];
  /** Pixel / SDK ids of the Korean portal, the social network and the short-video network. */
  portalPixel: string;
  socialPixel: string;
  shortVideoPixel: string;
  /** The web-analytics script id. */
  analytics: string;
}

export interface BaeumConfig {
  servers: ServerBases;
  /** Base of the external site's paths (/class/classDetail/{id}, …). '' = this origin. */
  externalSiteBase: string;
  /** The sibling site's login-check page, loaded by GET in a hidden frame. */
  siblingLoginCheckUrl: string;
  /** The sibling site's logout page: POSTed to by `submitSiblingLogout()` (fields return, xsrf). */
  siblingLogoutUrl: string;
  tracking: TrackingIds;
  /**
   * The site's public origin (`https://…`), for the absolute addresses of a shared link
   * (canonical, og:url, og:image). '' = the page's own origin (the browser's address bar; on
   * the server, the request's allowed host, added by the shell's server when it sends the page).
   */
  publicOrigin: string;
}

export type ConfigPatch = Partial<Omit<BaeumConfig, 'servers' | 'tracking'>> & {
  servers?: Partial<ServerBases>;
  tracking?: Partial<TrackingIds>;
};

export const defaultConfig: Readonly<BaeumConfig> = Object.freeze({
  servers: { main: '/_api', recommend: '/_api/rec', biz: '/_api/biz' },
  externalSiteBase: '',
  siblingLoginCheckUrl: '/_api/sibling/login_check',
  siblingLogoutUrl: '/_api/sibling/logout',
  tracking: {
    tagManager: [],
    portalPixel: '',
    socialPixel: '',
    shortVideoPixel: '',
    analytics: '',
  },
  publicOrigin: '',
});

let current: BaeumConfig = cloneConfig(defaultConfig);

function cloneConfig(config: BaeumConfig): BaeumConfig {
  return {
    ...config,
    servers: { ...config.servers },
    tracking: { ...config.tracking, tagManager: [...config.tracking.tagManager] },
  };
}

function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Merges `patch` over the current configuration (nested `servers` and `tracking` too). */
export function configure(patch: ConfigPatch): BaeumConfig {
  const servers = { ...current.servers, ...patch.servers };
  current = {
    ...current,
    ...patch,
    servers: {
      main: trimTrailingSlash(servers.main),
      recommend: trimTrailingSlash(servers.recommend),
      biz: trimTrailingSlash(servers.biz),
    },
    externalSiteBase: trimTrailingSlash(patch.externalSiteBase ?? current.externalSiteBase),
    publicOrigin: trimTrailingSlash(patch.publicOrigin ?? current.publicOrigin),
    tracking: { ...current.tracking, ...patch.tracking },
  };
  return getConfig();
}

/** A copy of the configuration in force. */
export function getConfig(): BaeumConfig {
  return cloneConfig(requestScope()?.config ?? current);
}

/** Back to the defaults (tests, and a standalone remote that boots without a shell). */
export function resetConfig(): void {
  current = cloneConfig(defaultConfig);
}

/** A path of the external site (spec section 2), e.g. externalUrl('/class/classDetail/3'). */
export function externalUrl(path: string): string {
  return `${current.externalSiteBase}${path.startsWith('/') ? path : `/${path}`}`;
}

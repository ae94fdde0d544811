// The outside scripts of spec section 1, each set up the way its vendor documents it (a queue
// stub first, so calls made before the script arrives are kept), without inline script text.
// Every global is touched inside try/catch: a vendor that misbehaves never breaks the page.
import { loadScript } from './loadScript';

/** What the vendors' globals look like to us: untyped, owned by their scripts. */
type VendorWindow = Window & Record<string, unknown>;
type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;

export const SCRIPT_URLS = {
  tagManager: (id: string) =>
    `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  analytics: (id: string) =>
    `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  portalPixel: 'https://wcs.naver.net/wcslog.js',
  socialPixel: 'https://connect.facebook.net/en_US/fbevents.js',
  shortVideoPixel: (id: string) =>
    `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
} as const;

/** Vendor ids are short tokens (GTM-XXXX, G-XXXX, digits); anything else is a configuration mistake. */
export function isVendorId(id: unknown): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id);
}

function vendorWindow(): VendorWindow {
  return window as unknown as VendorWindow;
}

function safely(what: string, action: () => void): void {
  try {
    action();
  } catch (err) {
    console.warn(`[thirdParty] ${what} failed`, err);
  }
}

function dataLayer(): unknown[] {
  const w = vendorWindow();
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  return w.dataLayer as unknown[];
}

/** One tag-manager container. */
export function loadTagManager(containerId: string): Promise<boolean> {
  safely('tag manager setup', () => {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  });
  return loadScript(SCRIPT_URLS.tagManager(containerId));
}

/** Web analytics (gtag). */
export function loadAnalytics(measurementId: string): Promise<boolean> {
  safely('analytics setup', () => {
    const w = vendorWindow();
    const layer = dataLayer();
    if (typeof w.gtag !== 'function') {
      // gtag reads the `arguments` object itself, not an array copy of it.
      w.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      };
    }
    const gtag = w.gtag as (...args: unknown[]) => void;
    gtag('js', new Date());
    gtag('config', measurementId);
  });
  return loadScript(SCRIPT_URLS.analytics(measurementId));
}

/** The Korean portal's analytics and ad-conversion script (wcs). */
export async function loadPortalPixel(accountId: string): Promise<boolean> {
  safely('portal pixel setup', () => {
    const w = vendorWindow();
    const add = (w.wcs_add ?? {}) as Record<string, string>;
    add.wa = accountId;
    w.wcs_add = add;
    w._nasa ??= {};
  });
  const loaded = await loadScript(SCRIPT_URLS.portalPixel);
  if (loaded) {
    safely('portal pixel page view', () => {
      const w = vendorWindow();
      const wcs = w.wcs as { inflow?: (domain: string) => void } | undefined;
      wcs?.inflow?.(window.location.hostname);
      (w.wcs_do as ((nasa: unknown) => void) | undefined)?.(w._nasa);
    });
  }
  return loaded;
}

/** The social network's pixel (fbq). */
export function loadSocialPixel(pixelId: string): Promise<boolean> {
  safely('social pixel setup', () => {
    const w = vendorWindow();
    if (typeof w.fbq !== 'function') {
      const fbq = function (...args: unknown[]) {
        if (typeof fbq.callMethod === 'function')
          (fbq.callMethod as (...a: unknown[]) => void)(...args);
        else (fbq.queue as unknown[][]).push(args);
      } as Queue;
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      fbq.queue = [];
      w.fbq = fbq;
      w._fbq ??= fbq;
    }
    const fbq = w.fbq as (...args: unknown[]) => void;
    fbq('init', pixelId);
    fbq('track', 'PageView');
  });
  return loadScript(SCRIPT_URLS.socialPixel);
}

const SHORT_VIDEO_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

/** The short-video network's pixel (ttq). */
export function loadShortVideoPixel(pixelId: string): Promise<boolean> {
  safely('short-video pixel setup', () => {
    const w = vendorWindow();
    w.TiktokAnalyticsObject = 'ttq';
    const ttq = (Array.isArray(w.ttq) ? w.ttq : []) as unknown[] & Record<string, unknown>;
    ttq.methods = SHORT_VIDEO_METHODS;
    for (const method of SHORT_VIDEO_METHODS) {
      ttq[method] ??= (...args: unknown[]) => ttq.push([method, ...args]);
    }
    const info = (ttq._i ??= {}) as Record<string, unknown>;
    const queue: unknown[] & { _u?: string } = [];
    queue._u = SCRIPT_URLS.shortVideoPixel(pixelId);
    info[pixelId] = queue;
    ((ttq._t ??= {}) as Record<string, number>)[pixelId] = Date.now();
    ((ttq._o ??= {}) as Record<string, unknown>)[pixelId] = {};
    w.ttq = ttq;
    (ttq.page as () => void)();
  });
  return loadScript(SCRIPT_URLS.shortVideoPixel(pixelId));
}

/** The polyfill for browsers without module support; browsers with it never fetch it. */
export function loadPolyfill(url: string): Promise<boolean> {
  return loadScript(url, { noModule: true });
}

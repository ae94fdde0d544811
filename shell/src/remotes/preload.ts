import { isInAppWebView, type RemoteName } from '@baeum/shared';
import { ownerOf } from '../routes/routeTable';

// Spec §9: links prefetch their target when they come within 200 px of the viewport.
const PREFETCH_ROOT_MARGIN = '200px';

/**
 * Loads a route's remote before the click. When a same-site link comes within 200 px of the
 * viewport (spec §9), the code of the remote that owns its path is fetched (`prefetch`); when
 * the link is hovered, focused or touched (intent), that code is also run (`warm`), so the
 * click finds the page ready. Running a remote's code is 50–90 ms on a slow phone; done for
 * every link in view it filled the main thread right after start-up with work for pages the
 * reader may never open. One document-level listener and one IntersectionObserver cover every
 * link — the shell's header and the remotes' pages alike.
 *
 * In-view warming waits until the page itself has loaded (`ready`: the window's load event and
 * the current route's remote) and the browser is idle, so it never competes with the page
 * being shown. Nothing is preloaded in the in-app web view (it loads only the route's own
 * remote), nor when the user asked to save data.
 */
export interface PreloadOptions {
  /** Warms one remote (loads and runs its route module); called at most once per remote. */
  warm: (remote: RemoteName) => void;
  /**
   * Fetches one remote's route module without running it, for links in view; called at most
   * once per remote, never after `warm`. Default: `warm`.
   */
  prefetch?: (remote: RemoteName) => void;
  /** Observe links coming into view (default true). */
  inView?: boolean;
  /** In-view warming starts once this settles (default: at once). */
  ready?: Promise<unknown>;
  doc?: Document;
}

/** Settles when the window's load event has fired. */
export function windowLoaded(win: Window = window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
};

export function shouldPreload(win: Window = window): boolean {
  if (isInAppWebView(win.navigator.userAgent)) return false;
  const connection = (
    win.navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  if (
    connection?.saveData ||
    connection?.effectiveType === 'slow-2g' ||
    connection?.effectiveType === '2g'
  )
    return false;
  return true;
}

/** The remote owning a same-origin link's path, or null (external, download, new tab, …). */
export function linkOwner(anchor: Element, base: Location = window.location): RemoteName | null {
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.href || anchor.hasAttribute('download'))
    return null;
  if (anchor.target && anchor.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.href, base.href);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  return ownerOf(url.pathname);
}

/** Starts watching links; returns a function that stops it. */
export function startRemotePreloading({
  warm,
  prefetch,
  inView = true,
  ready,
  doc = document,
}: PreloadOptions): () => void {
  const win = doc.defaultView as IdleWindow | null;
  if (!win || !shouldPreload(win)) return () => {};
  const warmed = new Set<RemoteName>();
  const fetched = new Set<RemoteName>();
  const warmOnce = (remote: RemoteName | null) => {
    if (!remote || warmed.has(remote)) return;
    warmed.add(remote);
    warm(remote);
  };
  const done = (remote: RemoteName) => warmed.has(remote) || fetched.has(remote);
  const prefetchOnce = (remote: RemoteName) => {
    if (!prefetch) return warmOnce(remote);
    if (done(remote)) return;
    fetched.add(remote);
    prefetch(remote);
  };

  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (anchor) warmOnce(linkOwner(anchor, win.location));
  };
  const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of intentEvents)
    doc.addEventListener(type, onIntent, { capture: true, passive: true });

  let stopped = false;
  let intersection: IntersectionObserver | null = null;
  let mutations: MutationObserver | null = null;
  if (inView && typeof IntersectionObserver === 'function') {
    const settled = (ready ?? Promise.resolve()).catch(() => undefined);
    const idle = (fn: () => void) => {
      void settled.then(() => {
        if (win.requestIdleCallback) win.requestIdleCallback(fn, { timeout: 3000 });
        else win.setTimeout(fn, 500);
      });
    };
    const seen = new WeakSet<Element>();
    intersection = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          intersection?.unobserve(entry.target);
          const remote = linkOwner(entry.target, win.location);
          if (remote && !done(remote)) idle(() => prefetchOnce(remote));
        }
      },
      { rootMargin: PREFETCH_ROOT_MARGIN },
    );
    const observeLinks = (root: ParentNode) => {
      for (const a of Array.from(root.querySelectorAll('a[href]'))) {
        if (seen.has(a)) continue;
        seen.add(a);
        const remote = linkOwner(a, win.location);
        if (remote && !done(remote)) intersection?.observe(a);
      }
    };
    // The page's links are looked at once the page has settled and the browser is idle: on a
    // server-drawn page there are hundreds already, and start-up is busy enough.
    idle(() => {
      if (stopped) return;
      observeLinks(doc);
      mutations?.observe(doc.documentElement, { subtree: true, childList: true });
    });
    mutations = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element) {
            if (node.matches('a[href]')) observeLinks(node.parentNode ?? doc);
            else observeLinks(node);
          }
        }
      }
    });
  }

  return () => {
    stopped = true;
    for (const type of intentEvents) doc.removeEventListener(type, onIntent, { capture: true });
    intersection?.disconnect();
    mutations?.disconnect();
  };
}

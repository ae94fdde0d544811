// The shell's one page-arrival policy (issue #38): where a page opens and where focus goes.
// <PageArrival> (PageArrival.tsx) runs it on every navigation; these are its browser parts,
// written against small interfaces so the tests can drive them without a layout engine.

/** What following late content needs from the page. */
export interface ScrollEnv {
  scrollY(): number;
  /** How far the page can scroll now (its height less the viewport's). */
  maxScroll(): number;
  scrollTo(y: number): void;
  /** Calls `onChange` whenever the page's size changes; returns the way to stop. */
  observeSize(onChange: () => void): () => void;
  /** Calls `onIntent` when the reader scrolls or moves on their own; returns the way to stop. */
  onReaderIntent(onIntent: () => void): () => void;
}

const browserScroll: ScrollEnv = {
  scrollY: () => window.scrollY,
  maxScroll: () => document.documentElement.scrollHeight - window.innerHeight,
  scrollTo: (y) => window.scrollTo(0, y),
  observeSize(onChange) {
    const observer = new ResizeObserver(() => onChange());
    observer.observe(document.body);
    return () => observer.disconnect();
  },
  onReaderIntent(onIntent) {
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of events) window.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, onIntent);
    };
  },
};

/**
 * Back or forward restores the position the reader left (react-router's <ScrollRestoration>
 * scrolls there when the page commits). A remote's page may still be drawing its list then
 * (its code or its answers arrive after the navigation), so the page is too short and the
 * browser stops short of the position. This keeps going: whenever the page grows, it scrolls
 * again, until the position is reached, the reader scrolls or taps, or the next navigation
 * (the returned stop).
 */
export function followLateContent(target: number, env: ScrollEnv = browserScroll): () => void {
  if (target <= 0 || Math.abs(env.scrollY() - target) <= 1) return () => {};
  let stopped = false;
  const stops: Array<() => void> = [];
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const s of stops) s();
  };
  const follow = () => {
    if (stopped) return;
    env.scrollTo(target);
    if (env.maxScroll() >= target - 1) stop();
  };
  stops.push(env.observeSize(follow), env.onReaderIntent(stop));
  follow();
  return stop;
}

/** What focusing the heading needs: where the page draws, and a way to watch it. */
export interface HeadingEnv {
  root(): ParentNode | null;
  /** Calls `onChange` when anything under the root changes; returns the way to stop. */
  observe(root: ParentNode, onChange: () => void): () => void;
}

const browserHeading: HeadingEnv = {
  root: () => document.getElementById('main'),
  observe(root, onChange) {
    const observer = new MutationObserver(() => onChange());
    observer.observe(root as Node, { childList: true, subtree: true });
    return () => observer.disconnect();
  },
};

/**
 * A new page (not back or forward): focus moves to its heading, so a screen reader starts
 * reading the page that opened. The page's h1 may come later than the navigation (a remote
 * loading, a skeleton before the answer): it is focused when it appears, unless the next
 * navigation comes first (the returned stop). Made focusable (tabindex -1) without entering
 * the tab order; the scroll position is the router's (no scroll on focus).
 */
export function focusHeadingWhenReady(env: HeadingEnv = browserHeading): () => void {
  const root = env.root();
  if (!root) return () => {};
  const tryFocus = (): boolean => {
    const heading = root.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => {};
  let stopObserving = () => {};
  stopObserving = env.observe(root, () => {
    if (tryFocus()) stopObserving();
  });
  return () => stopObserving();
}

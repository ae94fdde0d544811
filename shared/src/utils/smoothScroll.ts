// Spec §9: smooth scrolling lasts 468 ms. Done in JS because scroll-behavior: smooth has a
// browser-chosen duration and cannot be cancelled.
export const SMOOTH_SCROLL_DURATION_MS = 468;

export interface ScrollTarget {
  left?: number;
  top?: number;
}

type Scrollable = Pick<Element, 'scrollLeft' | 'scrollTop'> | Window;

function read(el: Scrollable): { left: number; top: number } {
  return 'scrollX' in el
    ? { left: el.scrollX, top: el.scrollY }
    : { left: el.scrollLeft, top: el.scrollTop };
}

function write(el: Scrollable, left: number, top: number): void {
  if ('scrollX' in el) el.scrollTo(left, top);
  else {
    el.scrollLeft = left;
    el.scrollTop = top;
  }
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** Animates an element's (or the window's) scroll; returns a function that stops it. */
export function smoothScrollTo(
  el: Scrollable,
  target: ScrollTarget,
  duration: number = SMOOTH_SCROLL_DURATION_MS,
): () => void {
  const from = read(el);
  const to = { left: target.left ?? from.left, top: target.top ?? from.top };
  if (duration <= 0 || prefersReducedMotion() || typeof requestAnimationFrame === 'undefined') {
    write(el, to.left, to.top);
    return () => {};
  }
  let frame = 0;
  let start: number | null = null;
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / duration);
    const eased = easeInOutCubic(progress);
    write(el, from.left + (to.left - from.left) * eased, from.top + (to.top - from.top) * eased);
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';

/** How early the next page is asked for, before the end of the list is on screen. */
export const INFINITE_SCROLL_MARGIN = '600px 0px';

/**
 * Calls `onReach` when the sentinel comes near the viewport. It observes again whenever
 * `version` changes (a page arrived), so a sentinel that is still visible asks for the next
 * page too.
 */
export function useInfiniteScroll(
  sentinel: RefObject<Element | null>,
  onReach: () => void,
  enabled: boolean,
  version: number,
): void {
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: INFINITE_SCROLL_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, sentinel, version]);
}

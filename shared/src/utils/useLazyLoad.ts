import { useEffect, useState, useSyncExternalStore } from 'react';

// Spec §9: images load lazily, 200 ms after they come into view. The delay keeps a fast
// fling through a long list from starting downloads for images the user never stops on.
export const LAZY_IMAGE_DELAY_MS = 200;

export interface LazyLoadOptions {
  delay?: number;
  rootMargin?: string;
}

/**
 * Returns a ref callback for the element to watch and whether it may load now. Becomes true
 * once the element has stayed in view for `delay` ms; leaving earlier cancels the timer.
 * Without IntersectionObserver (old browsers) it loads at once.
 */
export function useLazyLoad<T extends Element>({
  delay = LAZY_IMAGE_DELAY_MS,
  rootMargin = '0px',
}: LazyLoadOptions = {}): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  // Read as a store: on the server and while hydrating it counts as there (not ready yet).
  const canObserve = useSyncExternalStore(noSubscription, hasObserver, () => true);
  const ready = seen || !canObserve;

  useEffect(() => {
    if (ready || !node) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        clearTimeout(timer);
        if (visible) timer = setTimeout(() => setSeen(true), delay);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [node, ready, delay, rootMargin]);

  return [setNode, ready];
}

const noSubscription = () => () => {};
const hasObserver = () => typeof IntersectionObserver !== 'undefined';

import { useEffect, useState } from 'react';

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
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setReady(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        clearTimeout(timer);
        if (visible) timer = setTimeout(() => setReady(true), delay);
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

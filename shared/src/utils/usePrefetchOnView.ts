import { useEffect, useRef, useState } from 'react';

// Spec §9: links prefetch their target when they come within 200 px of the viewport.
export const PREFETCH_ROOT_MARGIN = '200px';

/**
 * Calls `onVisible` once when the element comes within 200 px of the viewport (for example
 * to prefetch a remote's code or a class's data). Returns the ref callback for the link.
 */
export function usePrefetchOnView<T extends Element>(
  onVisible: () => void,
  {
    rootMargin = PREFETCH_ROOT_MARGIN,
    enabled = true,
  }: { rootMargin?: string; enabled?: boolean } = {},
): (node: T | null) => void {
  const [node, setNode] = useState<T | null>(null);
  const callback = useRef(onVisible);
  const done = useRef(false);

  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    if (!node || !enabled || done.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (done.current || !entries.some((entry) => entry.isIntersecting)) return;
        done.current = true;
        observer.disconnect();
        callback.current();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled, rootMargin]);

  return setNode;
}

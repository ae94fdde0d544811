import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * False while React draws on the server and while it hydrates the server's drawing, true on
 * every render in the browser after that (and at once when nothing is hydrated). Parts that
 * only exist in the browser — portals, the cross-site frame — render when it is true, so the
 * hydrated tree matches the drawing node for node.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Renders its children in the browser only, after any hydration. Keep it around the parts that
 * need it (not around the page): when it turns true after hydration only it renders again.
 */
export function BrowserOnly({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? children : null;
}

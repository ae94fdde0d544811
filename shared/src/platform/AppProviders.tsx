import { useState, type ReactNode } from 'react';
import { Provider, createStore, setStore } from '../state/jotai';
import type { Store } from '../state/jotai';
import { QueryClientProvider, createQueryClient, setQueryClient } from '../data/query';
import type { QueryClient } from '../data/query';
import { ModalHost } from '../ui/Modal/ModalHost';
import { ToastHost } from '../ui/Toast/ToastHost';
import { IconSprite } from '../ui/Icon/IconSprite';
import { BrowserOnly } from './useHydrated';

interface Props {
  children: ReactNode;
  /** The store to provide; a new one by default. The shell creates the one store of the page. */
  store?: Store;
  /** The server-data cache to provide; a new one by default. The shell creates the one of the page. */
  queryClient?: QueryClient;
  /**
   * The modal stack and the toast (portals into the document). Off for the shell's server
   * render, which draws the page only.
   */
  hosts?: boolean;
}

/**
 * The frame every page needs: the one jotai store (also handed to non-React actions through
 * setStore), the one server-data cache (TanStack Query), the icon sprite, the modal stack and the toast. The shell renders it once; a
 * remote booting alone renders it around its own routes.
 */
export function AppProviders({ children, store, queryClient, hosts = true }: Props) {
  const [own] = useState(() => setStore(store ?? createStore()));
  const [cache] = useState(() => setQueryClient(queryClient ?? createQueryClient()));
  return (
    <QueryClientProvider client={cache}>
      <Provider store={own}>
        <IconSprite />
        {children}
        {hosts && (
          // Portals exist only in the browser, and only after a server drawing is hydrated.
          <BrowserOnly>
            <ModalHost />
            <ToastHost />
          </BrowserOnly>
        )}
      </Provider>
    </QueryClientProvider>
  );
}

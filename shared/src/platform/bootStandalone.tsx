import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { bootSession } from './bootSession';
import { createStore, setStore } from '../state/jotai';

/**
 * A remote's standalone boot (its own port, for its team): its own store and server-data cache
 * (AppProviders), the session boot the shell runs, and a router. Through the shell only a
 * remote's exposed modules load, never its bootstrap, so this never runs in the composed site.
 * A data router, as the shell's: one route for every path, the remote's own <Routes> below it,
 * so what needs the data APIs (useLeaveGuard's useBlocker) works standalone too.
 */
export function bootStandalone(app: ReactNode, rootId = 'root'): void {
  const store = setStore(createStore());
  void bootSession();
  const router = createBrowserRouter([
    { path: '*', element: <AppProviders store={store}>{app}</AppProviders> },
  ]);
  createRoot(document.getElementById(rootId)!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

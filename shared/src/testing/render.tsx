// The one way component tests mount a screen: the shared providers (one store, the server-data
// cache, modal and toast hosts) and a router at a path, with the current location shown in
// `data-testid="where"`. Every package's tests use it (@baeum/shared/testing/render); each remote's
// src/testing/render.tsx binds its own routes to it (`renderAt(path, user)`).
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, useLocation } from 'react-router-dom';
import type { InitialEntry } from 'react-router-dom';
import { AppProviders } from '../platform/AppProviders';
import { createStore, setStore } from '../state/jotai';
import type { Store } from '../state/jotai';
import { userAtom } from '../state/user';
import type { UserInfo } from '../api/user';

/** Shows the router's location (path and query) for `where()`. */
export function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{pathname + search + hash}</p>;
}

/** The location the screen is at now (what `Where` shows). */
export function where(): string {
  const node = document.querySelector('[data-testid="where"]');
  if (!node) throw new Error('renderInApp shows the location only when `where` is not false');
  return node.textContent ?? '';
}

export interface RenderInAppOptions {
  /** Where the router starts ('/' by default). */
  path?: InitialEntry;
  /** Earlier history entries (going back leaves `path` for the last of them). Memory router only. */
  from?: InitialEntry[];
  /** Put in the store's user atom (as the shell's session boot leaves it); none by default. */
  user?: UserInfo;
  /** The store to use; a new one by default. */
  store?: Store;
  /**
   * 'memory' (default): a MemoryRouter. 'browser': the page's own history (window.location
   * starts at `path`). Either is outside the providers, as in the shell.
   */
  router?: 'memory' | 'browser';
  /** Show the location (`Where`); on by default. */
  where?: boolean;
}

export type RenderedAt = RenderResult & { store: Store };

/** Mounts `ui` (a package's routes, usually) at `path`; returns the view and its store. */
export function renderInApp(
  ui: ReactNode,
  {
    path = '/',
    from = [],
    user,
    store = createStore(),
    router = 'memory',
    where: showWhere = true,
  }: RenderInAppOptions = {},
): RenderedAt {
  if (user) store.set(userAtom, user);
  setStore(store);
  // As in the shell, the router is outside the providers: a modal (drawn by the modal host) can
  // link and navigate like a page.
  const providers = (
    <AppProviders store={store}>
      {ui}
      {showWhere && <Where />}
    </AppProviders>
  );
  let tree: ReactNode;
  if (router === 'browser') {
    if (typeof path !== 'string') throw new Error("the 'browser' router starts from a string path");
    window.history.replaceState(null, '', path);
    tree = <BrowserRouter>{providers}</BrowserRouter>;
  } else {
    tree = (
      <MemoryRouter initialEntries={[...from, path]} initialIndex={from.length}>
        {providers}
      </MemoryRouter>
    );
  }
  const view = render(tree);
  return { ...view, store };
}

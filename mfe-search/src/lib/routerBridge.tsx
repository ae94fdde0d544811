// The shared modal host renders modals wherever the shell mounted it, which may be outside
// the page's <BrowserRouter>. The Search overlay navigates (links, the search field), so it
// borrows the page's router: components that live inside the router publish its navigator
// and location here, and <WithRouter> gives them to a subtree rendered outside it.
import type { ReactNode } from 'react';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import {
  createPath,
  Router,
  UNSAFE_NavigationContext,
  useInRouterContext,
  useLocation,
} from 'react-router-dom';
import type { Location, Navigator, To } from 'react-router-dom';

interface CapturedRouter {
  navigator: Navigator;
  location: Location;
}

let captured: CapturedRouter | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getCaptured = () => captured;

/** Publishes the router this component lives in (the search bar and the route tree call it). */
export function useCaptureRouter(): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  useEffect(() => {
    captured = { navigator, location };
    for (const listener of listeners) listener();
  }, [navigator, location]);
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** No router on the page at all: plain page loads still reach every URL. */
const documentNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
  go: (delta) => window.history.go(delta),
};

function documentLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'document' };
}

/** Renders children with router context: their own if they have one, else the borrowed one. */
export function WithRouter({ children }: { children: ReactNode }) {
  const inRouter = useInRouterContext();
  const borrowed = useSyncExternalStore(subscribe, getCaptured, getCaptured);
  if (inRouter) return <>{children}</>;
  return (
    <Router
      navigator={borrowed?.navigator ?? documentNavigator}
      location={borrowed?.location ?? documentLocation()}
    >
      {children}
    </Router>
  );
}

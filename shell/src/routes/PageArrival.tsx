import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import {
  ScrollRestoration,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { focusHeadingWhenReady, followLateContent } from './pageArrival';

/**
 * Where every page opens, for the whole site (issue #38), in one place under the shell's data
 * router: a new page opens at the top and back or forward restores the position the reader left
 * (react-router's <ScrollRestoration>, keyed by history entry), also when the page's content
 * arrives after the navigation (followLateContent); and a new page's h1 takes the focus
 * (focusHeadingWhenReady). Remotes keep no scroll or focus code of their own.
 */
export function PageArrival() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const restore = useContext(DataRouterStateContext)?.restoreScrollPosition;
  const lastPath = useRef(location.pathname);

  // After <ScrollRestoration>'s own layout effect (a child's runs first).
  useLayoutEffect(() => {
    if (typeof restore !== 'number') return undefined;
    return followLateContent(restore);
  }, [location.key, restore]);

  useEffect(() => {
    const newPath = lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    // The first page (the reader starts at its top anyway), back and forward, and a change of
    // the query on the same page (a filter, a sort, the list's page number) keep the focus.
    if (!newPath || navigationType === 'POP') return undefined;
    return focusHeadingWhenReady();
  }, [location.key, location.pathname, navigationType]);

  return <ScrollRestoration />;
}

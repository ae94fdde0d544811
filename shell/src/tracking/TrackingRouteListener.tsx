import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackRouteChange } from './startTracking';

/**
 * Tells the tracker about route changes. Mount it as the first child under the router: its
 * effect then runs before the new page's effects, so the record sent for the page being left
 * still carries that page's title.
 */
export function TrackingRouteListener() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackRouteChange({ pathname, search });
  }, [pathname, search]);
  return null;
}

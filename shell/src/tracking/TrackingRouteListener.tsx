import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackRouteChange } from './startTracking';

/**
 * Tells the tracker about route changes. Mount it as the first child under the router, so its
 * effect runs before the new page's own effects (which may already set the new title).
 */
export function TrackingRouteListener() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackRouteChange({ pathname, search });
  }, [pathname, search]);
  return null;
}

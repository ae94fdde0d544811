import { BrowserOnly } from '@baeum/shared';
import { CrossSiteLoginCheck } from './crossSite/CrossSiteLoginCheck';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes/AppRoutes';
import { PageArrival } from './routes/PageArrival';
import { TrackingRouteListener } from './tracking/TrackingRouteListener';

export function App({
  showHeader,
  hideSearch = false,
  firstScreen = false,
}: {
  showHeader: boolean;
  hideSearch?: boolean;
  /** The server's drawing of the first screen: the page without its browser-only parts. */
  firstScreen?: boolean;
}) {
  return (
    <>
      {/* First, so its effect runs before the new page's own effects. */}
      {!firstScreen && <TrackingRouteListener />}
      {/* Scroll position and focus of each new page (the server's drawing has neither). */}
      {!firstScreen && <PageArrival />}
      <Layout showHeader={showHeader} hideSearch={hideSearch}>
        <AppRoutes />
      </Layout>
      {!firstScreen && (
        // The cross-site frame is the browser's: it joins after a server drawing is hydrated.
        <BrowserOnly>
          <CrossSiteLoginCheck />
        </BrowserOnly>
      )}
    </>
  );
}

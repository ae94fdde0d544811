import { CrossSiteLoginCheck } from './crossSite/CrossSiteLoginCheck';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes/AppRoutes';
import { TrackingRouteListener } from './tracking/TrackingRouteListener';

export function App({
  showHeader,
  hideSearch = false,
}: {
  showHeader: boolean;
  hideSearch?: boolean;
}) {
  return (
    <>
      {/* First, so its effect runs before the new page's own effects. */}
      <TrackingRouteListener />
      <Layout showHeader={showHeader} hideSearch={hideSearch}>
        <AppRoutes />
      </Layout>
      <CrossSiteLoginCheck />
    </>
  );
}

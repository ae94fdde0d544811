import { Layout } from './layout/Layout';
import { AppRoutes } from './routes/AppRoutes';

export function App({ showHeader, hideSearch = false }: { showHeader: boolean; hideSearch?: boolean }) {
  return (
    <Layout showHeader={showHeader} hideSearch={hideSearch}>
      <AppRoutes />
    </Layout>
  );
}

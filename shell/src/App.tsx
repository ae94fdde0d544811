import { Layout } from './layout/Layout';
import { AppRoutes } from './routes/AppRoutes';

export function App({ showHeader }: { showHeader: boolean }) {
  return (
    <Layout showHeader={showHeader}>
      <AppRoutes />
    </Layout>
  );
}

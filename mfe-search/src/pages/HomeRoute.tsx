import { PageHead } from '@baeum/shared';
import { Home } from '../features/home/components/Home';

/** `/`: the default tagline is the home page's title. */
export function HomeRoute() {
  return (
    <>
      <PageHead path="/" />
      <Home />
    </>
  );
}

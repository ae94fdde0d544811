import { Route, Routes } from 'react-router-dom';
import type { RemoteExport } from '@baeum/shared';
import { CategoryRoute } from './pages/CategoryRoute';
import { EventListRoute } from './pages/EventListRoute';
import { EventRoute } from './pages/EventRoute';
import { HomeRoute } from './pages/HomeRoute';
import { SearchRoute } from './pages/SearchRoute';

/** mfe_search/Routes: the paths this remote owns, absolute, below the shell's route table. */
function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRoute />} />
      <Route path="/search" element={<SearchRoute />} />
      <Route path="/category" element={<CategoryRoute />} />
      <Route path="/event" element={<EventListRoute />} />
      <Route path="/event/:eventId" element={<EventRoute />} />
    </Routes>
  );
}

export default RemoteRoutes satisfies RemoteExport<'mfe_search/Routes'>;

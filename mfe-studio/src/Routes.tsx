import { Route, Routes } from 'react-router-dom';
import type { RoutesModule } from '@baeum/shared';
import { InboxPage } from './pages/InboxPage';
import { StudioPage } from './pages/StudioPage';

// Absolute paths: the shell mounts this tree for /studio/* (class management and feedback
// screens join later, each its own issue).
const RemoteRoutes: RoutesModule['default'] = function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/studio" element={<StudioPage />} />
      <Route path="/studio/inbox" element={<InboxPage />} />
    </Routes>
  );
};

export default RemoteRoutes;

import { Route, Routes } from 'react-router-dom';
import type { RoutesModule } from '@baeum/shared';
import { ClassFeedbackPage } from './pages/ClassFeedbackPage';
import { InboxPage } from './pages/InboxPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { StudioPage } from './pages/StudioPage';

// Absolute paths: the shell mounts this tree for /studio/*.
const RemoteRoutes: RoutesModule['default'] = function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/studio" element={<StudioPage />} />
      <Route path="/studio/inbox" element={<InboxPage />} />
      <Route path="/studio/class/:classId" element={<ClassFeedbackPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
};

export default RemoteRoutes;

import { Route, Routes } from 'react-router-dom';
import type { RoutesModule } from '@baeum/shared';
import { ClassDetailPage } from './pages/ClassDetailPage';

// Absolute paths: the shell mounts this tree for /class/:classId/* (reviews and the alarm
// screens join later, each its own issue).
const RemoteRoutes: RoutesModule['default'] = function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/class/:classId" element={<ClassDetailPage />} />
    </Routes>
  );
};

export default RemoteRoutes;

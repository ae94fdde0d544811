import { Route, Routes } from 'react-router-dom';
import type { RoutesModule } from '@baeum/shared';
import { ClassAlarmListPage } from './pages/ClassAlarmListPage';
import { ClassAlarmSettingsPage } from './pages/ClassAlarmSettingsPage';
import { ClassDetailPage } from './pages/ClassDetailPage';
import { ClassReviewsPage } from './pages/ClassReviewsPage';

// Absolute paths: the shell mounts this tree for /class/:classId/*, /review/* and the alarm screens.
const RemoteRoutes: RoutesModule['default'] = function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/class/:classId" element={<ClassDetailPage />} />
      <Route path="/class/:classId/review" element={<ClassReviewsPage />} />
      <Route path="/webview/alarm/class" element={<ClassAlarmListPage />} />
      <Route path="/webview/alarm/class/:classId" element={<ClassAlarmSettingsPage />} />
    </Routes>
  );
};

export default RemoteRoutes;

import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@baeum/shared';
import type { RemoteExport } from '@baeum/shared';
import { ClassEditPage, NewClassPage } from './pages/ClassEditPage';
import { ClassFeedbackPage } from './pages/ClassFeedbackPage';
import { InboxPage } from './pages/InboxPage';
import { LearnersPage } from './pages/LearnersPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { StudioPage } from './pages/StudioPage';
import { messages } from './messages';

// dnd-kit loads with the curriculum editor only, and the sales chart (uPlot, loaded by the chart
// itself) with the sales page: other studio pages' bytes do not grow.
const CurriculumPage = lazy(() =>
  import('./pages/CurriculumPage').then((m) => ({ default: m.CurriculumPage })),
);
const SalesPage = lazy(() => import('./pages/SalesPage').then((m) => ({ default: m.SalesPage })));

const later = (page: ReactNode) => (
  <Suspense fallback={<Spinner label={messages.studio.loadingPage} />}>{page}</Suspense>
);

// Absolute paths: the shell mounts this tree for /studio/*.
function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/studio" element={<StudioPage />} />
      <Route path="/studio/inbox" element={<InboxPage />} />
      <Route path="/studio/sales" element={later(<SalesPage />)} />
      <Route path="/studio/classes/new" element={<NewClassPage />} />
      <Route path="/studio/class/:classId" element={<ClassFeedbackPage />} />
      <Route path="/studio/class/:classId/edit" element={<ClassEditPage />} />
      <Route path="/studio/class/:classId/curriculum" element={later(<CurriculumPage />)} />
      <Route path="/studio/class/:classId/learners" element={<LearnersPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default RemoteRoutes satisfies RemoteExport<'mfe_studio/Routes'>;

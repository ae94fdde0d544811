import { Suspense, lazy, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ShareDialog, Spinner, lazyModal, registerModal } from '@baeum/shared';
import type { RemoteExport } from '@baeum/shared';
import { CheckoutPage } from './pages/CheckoutPage';
import { CheckoutResultPage } from './pages/CheckoutResultPage';
import { RequirementInfoDialog } from './features/class-detail/components/RequirementInfo';
import { ReviewEditPage } from './pages/ReviewEditPage';
import { ReviewWritePage } from './pages/ReviewWritePage';
import { ClassAlarmListPage } from './pages/ClassAlarmListPage';
import { ClassAlarmSettingsPage } from './pages/ClassAlarmSettingsPage';
import { ClassDetailPage } from './pages/ClassDetailPage';
import { ClassReviewsPage } from './pages/ClassReviewsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ReviewDetailPage } from './pages/ReviewDetailPage';
import { messages } from './messages';
import { loadClassroomPage } from './lib/classroom';

// Swiper and the photo viewer load when a photo is first opened, not with the route.
const MediaPreview = lazyModal(() => import('@baeum/shared/carousel').then((m) => m.MediaPreview));

// The classroom and its player (media-chrome) load with that route only: other pages' bytes
// do not grow.
const ClassroomPage = lazy(() => loadClassroomPage().then((m) => ({ default: m.ClassroomPage })));

// Absolute paths: the shell mounts this tree for /class/:classId/*, /review/* and the alarm screens.
function RemoteRoutes() {
  // The ClassShare, RequirementInfo and MediaPreview modal kinds are this remote's; the host renders them while
  // the remote is here.
  useEffect(() => {
    const unregister = [
      registerModal('ClassShare', ShareDialog),
      registerModal('RequirementInfo', RequirementInfoDialog),
      registerModal('MediaPreview', MediaPreview),
    ];
    return () => unregister.forEach((undo) => undo());
  }, []);
  return (
    <Routes>
      <Route path="/class/open_class/:classId" element={<CheckoutPage />} />
      <Route path="/class/open_class/:classId/complete" element={<CheckoutResultPage />} />
      <Route path="/class/open_class/:classId/fail" element={<CheckoutResultPage />} />
      <Route
        path="/class/lecture/:classId"
        element={
          <Suspense fallback={<Spinner label={messages.classroom.loading} />}>
            <ClassroomPage />
          </Suspense>
        }
      />
      <Route path="/class/:classId" element={<ClassDetailPage />} />
      <Route path="/class/:classId/review" element={<ClassReviewsPage />} />
      <Route path="/class/:classId/review/write" element={<ReviewWritePage />} />
      <Route path="/class/:classId/review/:reviewId" element={<ReviewDetailPage />} />
      <Route path="/review/:reviewId/edit" element={<ReviewEditPage />} />
      <Route path="/webview/alarm/class" element={<ClassAlarmListPage />} />
      <Route path="/webview/alarm/class/:classId" element={<ClassAlarmSettingsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default RemoteRoutes satisfies RemoteExport<'mfe_class/Routes'>;

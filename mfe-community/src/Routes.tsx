import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyModal, registerModal } from '@baeum/shared';
import type { RemoteExport } from '@baeum/shared';
import { registerFeedOptionModals } from './features/feed-option/registerModals';
import { CommunityPage } from './pages/CommunityPage';
import { FeedDetailPage } from './pages/FeedDetailPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PostEditPage } from './pages/PostEditPage';
import { PostWritePage } from './pages/PostWritePage';
import { UserReportPage } from './pages/UserReportPage';

// Swiper and the photo viewer load when a photo is first opened, not with the route.
const MediaPreview = lazyModal(() => import('@baeum/shared/carousel').then((m) => m.MediaPreview));

// Absolute paths: the shell mounts this tree under its own <Routes> for /community/*.
function RemoteRoutes() {
  // The FeedOption, Share and MediaPreview modal kinds are this remote's; the host renders them while it is here.
  useEffect(() => {
    const undo = [registerFeedOptionModals(), registerModal('MediaPreview', MediaPreview)];
    return () => undo.forEach((u) => u());
  }, []);
  return (
    <Routes>
      <Route path="/community" element={<CommunityPage />} />
      <Route path="/community/write" element={<PostWritePage />} />
      <Route path="/community/:commentTypeId" element={<FeedDetailPage />} />
      <Route path="/community/:commentTypeId/edit" element={<PostEditPage />} />
      <Route path="/user/report/:userId" element={<UserReportPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default RemoteRoutes satisfies RemoteExport<'mfe_community/Routes'>;

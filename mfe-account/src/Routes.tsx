import { Route, Routes } from 'react-router-dom';
import type { RemoteExport } from '@baeum/shared';
import { LoginPage } from './pages/LoginPage';
import { MemberListPage } from './pages/MemberListPage';
import { MyClassesPage } from './pages/MyClassesPage';
import { MyPage } from './pages/MyPage';
import { MyReviewsPage } from './pages/MyReviewsPage';
import { NoticesPage } from './pages/NoticesPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { NotificationsPage } from './pages/NotificationsPage';
import { PointsPage } from './pages/PointsPage';
import { PaymentsRoute } from './pages/PaymentsRoute';
import { PushSettingsPage } from './pages/PushSettingsPage';
import { ProfileEditPage } from './pages/ProfileEditPage';
import { ProfilePage } from './pages/ProfilePage';
import { CoachApplyPage } from './pages/CoachApplyPage';
import { PasswordResetPage } from './pages/PasswordResetPage';
import { SignupPage } from './pages/SignupPage';
import { LegalPage } from './pages/LegalPage';
import { PasswordChangePage } from './pages/PasswordChangePage';
import { SettingsHubPage } from './pages/SettingsHubPage';
import { WithdrawalPage } from './pages/WithdrawalPage';
import { SocialConfirmPage } from './pages/SocialConfirmPage';
import { SocialLinksPage } from './pages/SocialLinksPage';

// Absolute paths: the shell mounts this tree for /login, /signup, /password/reset, /my/*,
// /settings/*, /notices, /terms, /privacy, … and this remote owns everything below them.
function AccountRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/social/confirm" element={<SocialConfirmPage />} />
      <Route path="/password/reset" element={<PasswordResetPage />} />
      <Route path="/my" element={<MyPage />} />
      <Route path="/my/notifications" element={<NotificationsPage />} />
      <Route path="/my/points" element={<PointsPage />} />
      <Route path="/my/payments/:paymentId?" element={<PaymentsRoute />} />
      <Route path="/my/following" element={<MemberListPage kind="following" />} />
      <Route path="/my/followers" element={<MemberListPage kind="followers" />} />
      <Route path="/my/blocked" element={<MemberListPage kind="blocked" />} />
      <Route path="/my/bookmarks" element={<MyClassesPage kind="bookmarks" />} />
      <Route path="/my/recent" element={<MyClassesPage kind="recent" />} />
      <Route path="/my/reviews" element={<MyReviewsPage />} />
      <Route path="/settings" element={<SettingsHubPage />} />
      <Route path="/settings/push" element={<PushSettingsPage />} />
      <Route path="/settings/profile" element={<ProfileEditPage />} />
      <Route path="/settings/password" element={<PasswordChangePage />} />
      <Route path="/settings/social" element={<SocialLinksPage />} />
      <Route path="/terms" element={<LegalPage kind="terms" />} />
      <Route path="/privacy" element={<LegalPage kind="privacy" />} />
      <Route path="/notices" element={<NoticesPage />} />
      <Route path="/user/:userId" element={<ProfilePage />} />
      <Route path="/coach/apply" element={<CoachApplyPage />} />
      <Route path="/withdrawal" element={<WithdrawalPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default AccountRoutes satisfies RemoteExport<'mfe_account/Routes'>;

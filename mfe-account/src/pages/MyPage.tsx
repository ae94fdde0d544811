import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Spinner, useAtomValue, userAtom, usePageTitle } from '@baeum/shared';
import { AccountSummary } from '../features/account-summary/components/AccountSummary';
import { messages } from '../messages';
import styles from './pages.module.scss';

/** A first /my: who is signed in, and 로그아웃. Members only. */
export function MyPage() {
  usePageTitle(messages.my.title);
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  // Logging out from here goes home, not to /login?next=/my.
  const [leaving, setLeaving] = useState(false);

  if (!user.isLoaded && user.id === null) {
    return (
      <div className={styles.centered}>
        <Spinner label={messages.my.loading} />
      </div>
    );
  }
  if (user.id === null) return leaving ? null : <Navigate to="/login?next=%2Fmy" replace />;
  return (
    <AccountSummary
      user={user}
      onSigningOut={() => setLeaving(true)}
      onSignedOut={() => navigate('/', { replace: true })}
    />
  );
}

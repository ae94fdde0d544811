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

  if (!user.isLoaded && user.id === null) {
    return (
      <div className={styles.centered}>
        <Spinner label={messages.my.loading} />
      </div>
    );
  }
  if (user.id === null) return <Navigate to="/login?next=%2Fmy" replace />;
  return <AccountSummary user={user} onSignedOut={() => navigate('/', { replace: true })} />;
}

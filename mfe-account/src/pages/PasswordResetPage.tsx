import { usePageTitle } from '@baeum/shared';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../components/AppLink';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordResetFlow } from '../features/password-reset/components/PasswordResetFlow';
import { nextFromLocation, withNext } from '../lib/nextPath';
import { messages } from '../messages';
import styles from './pages.module.scss';

export function PasswordResetPage() {
  usePageTitle(messages.reset.title);
  const location = useLocation();
  const loginPath = withNext('/login', nextFromLocation(location.search, location.state));
  return (
    <AuthLayout
      title={messages.reset.heading}
      subtitle={messages.reset.subheading}
      footer={
        <p className={styles.footerRow}>
          <AppLink to={loginPath} className={styles.footerLink}>
            {messages.reset.backToLogin}
          </AppLink>
        </p>
      }
    >
      <PasswordResetFlow loginPath={loginPath} />
    </AuthLayout>
  );
}

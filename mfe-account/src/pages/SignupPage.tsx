import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { showToast, useAtomValue, userAtom, usePageTitle } from '@baeum/shared';
import { AppLink } from '../components/AppLink';
import { AuthLayout } from '../components/AuthLayout';
import { SignupForm } from '../features/signup/components/SignupForm';
import { SocialButtons } from '../components/SocialButtons';
import type { SignupOutcome } from '../features/signup/components/SignupForm';
import { nextFromLocation, withNext } from '../lib/nextPath';
import { messages } from '../messages';
import type { LoginLocationState } from './LoginPage';
import styles from './pages.module.scss';

export function SignupPage() {
  usePageTitle(messages.signup.title);
  const location = useLocation();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const next = nextFromLocation(location.search, location.state);

  const onDone = (outcome: SignupOutcome) => {
    if (outcome.status === 'signed-in') {
      showToast({ type: 'success', message: messages.signup.success });
      navigate(next, { replace: true });
      return;
    }
    const state: LoginLocationState = {
      notice: messages.signup.loginAfterSignupFailed,
      phone: outcome.phone,
      from: next,
    };
    navigate('/login', { replace: true, state });
  };

  // Signed in already (or just now, by the form): on to where they were going.
  if (user.id !== null) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title={messages.signup.heading}
      subtitle={messages.signup.subheading}
      footer={
        <p className={styles.footerRow}>
          <span>{messages.signup.haveAccount}</span>
          <AppLink to={withNext('/login', next)} className={styles.footerLink}>
            {messages.signup.toLogin}
          </AppLink>
        </p>
      }
    >
      <SocialButtons returnTo={next} />
      <SignupForm onDone={onDone} />
    </AuthLayout>
  );
}

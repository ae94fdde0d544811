import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue, userAtom, usePageTitle } from '@baeum/shared';
import { AuthLayout } from '../components/AuthLayout';
import { LoginForm } from '../features/login/components/LoginForm';
import { LoginLinks } from '../features/login/components/LoginLinks';
import { SocialButtons } from '../components/SocialButtons';
import { FormAlert } from '../components/FormAlert';
import { nextFromLocation } from '../lib/nextPath';
import { messages } from '../messages';

export interface LoginLocationState {
  from?: unknown;
  /** Set by /signup when the account exists but the automatic log-in failed. */
  notice?: string;
  phone?: string;
}

export function LoginPage() {
  usePageTitle(messages.login.title);
  const location = useLocation();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const state = (location.state ?? null) as LoginLocationState | null;
  const next = nextFromLocation(location.search, state);
  // Back from a social log-in that did not finish (the API's `?social_error=`).
  const socialError = new URLSearchParams(location.search).get('social_error');

  // Someone already signed in has nothing to do here.
  if (user.id !== null) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title={messages.login.heading}
      subtitle={messages.login.subheading}
      footer={<LoginLinks next={next} />}
    >
      {socialError && (
        <FormAlert>
          {messages.social.failure[socialError] ?? messages.social.failureFallback}
        </FormAlert>
      )}
      <LoginForm
        initialPhone={state?.phone}
        notice={state?.notice}
        onSignedIn={() => navigate(next, { replace: true })}
      />
      <SocialButtons returnTo={next} />
    </AuthLayout>
  );
}

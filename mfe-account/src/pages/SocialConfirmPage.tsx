import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast, usePageTitle, useQuery } from '@baeum/shared';
import { AppLink } from '../components/AppLink';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { SocialConfirm } from '../features/social-login/components/SocialConfirm';
import { socialPendingQuery } from '../features/social-login/queries';
import { messages } from '../messages';
import styles from './pages.module.scss';

const t = messages.social;

/** /social/confirm: the age and terms step of a first social log-in (issue #52). */
export function SocialConfirmPage() {
  usePageTitle(t.confirmTitle);
  const navigate = useNavigate();
  const pending = useQuery(socialPendingQuery());
  const [stopped, setStopped] = useState<string | null>(null);

  const toLogin = (
    <p className={styles.footerRow}>
      <AppLink to="/login" className={styles.footerLink}>
        {t.toLogin}
      </AppLink>
    </p>
  );
  if (stopped !== null || pending.isError)
    return (
      <AuthLayout title={t.confirmTitle} footer={toLogin}>
        <FormAlert>{stopped || t.pendingMissing}</FormAlert>
      </AuthLayout>
    );
  if (!pending.data)
    return (
      <AuthLayout title={t.confirmTitle}>
        <p role="status">{t.confirmLoading}</p>
      </AuthLayout>
    );
  return (
    <AuthLayout title={t.confirmHeading(pending.data.provider_label)}>
      <SocialConfirm
        pending={pending.data}
        onSignedIn={(to, name) => {
          if (name) showToast({ type: 'success', message: t.welcome(name) });
          void navigate(to, { replace: true });
        }}
        onStopped={(message) =>
          message ? setStopped(message) : void navigate('/', { replace: true })
        }
      />
    </AuthLayout>
  );
}

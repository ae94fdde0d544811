import { Icon } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { SignOutActions } from '../../../components/SignOutActions';
import type { SignOutActionsProps } from '../../../components/SignOutActions';
import { messages } from '../../../messages';
import styles from './SettingsHub.module.scss';

const t = messages.hub;

interface SettingsHubProps extends SignOutActionsProps {
  /** 마케팅 정보 수신 동의 (its own feature; the page composes it in). */
  marketing: React.ReactNode;
}

/**
 * /settings: 프로필, 비밀번호 변경, 알림 설정, 마케팅 정보 수신 동의, the policies, 로그아웃,
 * 모든 기기에서 로그아웃 and, set apart, 회원 탈퇴.
 */
export function SettingsHub({ marketing, onSigningOut, onSignedOut }: SettingsHubProps) {
  return (
    <div className={styles.hub}>
      <Group id="settings-account" title={t.account}>
        <LinkRow to="/settings/profile" label={t.profile} />
        <LinkRow to="/settings/password" label={t.password} />
      </Group>
      <Group id="settings-notifications" title={t.notifications}>
        <LinkRow to="/settings/push" label={t.push} />
        <li>{marketing}</li>
      </Group>
      <Group id="settings-policies" title={t.policies}>
        <LinkRow to="/terms" label={t.terms} />
        <LinkRow to="/privacy" label={t.privacy} />
      </Group>
      <section className={styles.group} aria-labelledby="settings-session">
        <h2 id="settings-session" className={styles.group__title}>
          {t.session}
        </h2>
        <div className={styles.actions}>
          <SignOutActions onSigningOut={onSigningOut} onSignedOut={onSignedOut} />
        </div>
      </section>
      <AppLink to="/withdrawal" className={styles.withdrawal}>
        {messages.my.withdrawal}
      </AppLink>
    </div>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.group__title}>
        {title}
      </h2>
      <ul className={styles.group__list}>{children}</ul>
    </section>
  );
}

function LinkRow({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <AppLink to={to} className={styles.link}>
        <span>{label}</span>
        <Icon name="chevron-right" size={20} />
      </AppLink>
    </li>
  );
}

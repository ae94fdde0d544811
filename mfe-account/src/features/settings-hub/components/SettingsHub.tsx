import { MenuLink, WithdrawalLink } from '../../../components/MenuLinks';
import { SettingsGroup } from '../../../components/SettingsGroup';
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
 * /settings: 프로필, 비밀번호 변경, 결제 내역, 알림 설정, 마케팅 정보 수신 동의, the policies, 로그아웃,
 * 모든 기기에서 로그아웃 and, set apart, 회원 탈퇴.
 */
export function SettingsHub({ marketing, onSigningOut, onSignedOut }: SettingsHubProps) {
  return (
    <div className={styles.hub}>
      <SettingsGroup id="settings-account" title={t.account}>
        <MenuLink to="/settings/profile" label={t.profile} />
        <MenuLink to="/settings/password" label={t.password} />
        <MenuLink to="/my/payments" label={t.payments} />
      </SettingsGroup>
      <SettingsGroup id="settings-notifications" title={t.notifications}>
        <MenuLink to="/settings/push" label={t.push} />
        <li>{marketing}</li>
      </SettingsGroup>
      <SettingsGroup id="settings-policies" title={t.policies}>
        <MenuLink to="/terms" label={t.terms} />
        <MenuLink to="/privacy" label={t.privacy} />
      </SettingsGroup>
      <SettingsGroup id="settings-session" title={t.session} actions>
        <SignOutActions onSigningOut={onSigningOut} onSignedOut={onSignedOut} />
      </SettingsGroup>
      <WithdrawalLink />
    </div>
  );
}

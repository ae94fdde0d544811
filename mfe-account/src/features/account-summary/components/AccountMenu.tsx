import { MenuLink, WithdrawalLink } from '../../../components/MenuLinks';
import { SignOutActions } from '../../../components/SignOutActions';
import type { SignOutActionsProps } from '../../../components/SignOutActions';
import { messages } from '../../../messages';
import styles from './AccountMenu.module.scss';

const t = messages.my;

interface AccountMenuProps extends SignOutActionsProps {
  isCoach: boolean;
}

/** The ways on from /my, then 로그아웃 and, set apart, 회원 탈퇴. */
export function AccountMenu({ isCoach, onSigningOut, onSignedOut }: AccountMenuProps) {
  const links = [
    { to: '/my/payments', label: t.payments },
    { to: '/my/notifications', label: t.notifications },
    { to: '/my/points', label: t.pointsAndCoupons },
    { to: '/my/bookmarks', label: t.bookmarks },
    { to: '/my/recent', label: t.recent },
    { to: '/my/following', label: t.following },
    { to: '/my/blocked', label: t.blocked },
    { to: '/notices', label: t.notices },
    { to: '/settings', label: t.settings },
    ...(isCoach ? [] : [{ to: '/coach/apply', label: t.coachApply }]),
  ];

  return (
    <>
      <nav aria-label={t.menuTitle} className={styles.menu}>
        <ul className={styles.menu__list}>
          {links.map((link) => (
            <MenuLink key={link.to} to={link.to} label={link.label} />
          ))}
        </ul>
      </nav>
      <SignOutActions onSigningOut={onSigningOut} onSignedOut={onSignedOut} />
      <WithdrawalLink />
    </>
  );
}

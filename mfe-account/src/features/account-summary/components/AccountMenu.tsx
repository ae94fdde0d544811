import { Button, Icon, openModal, showToast } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { signOut, signOutEverywhere } from '../../../lib/session';
import { useGuardedAction } from '../../../lib/useGuardedAction';
import { messages } from '../../../messages';
import styles from './AccountMenu.module.scss';

const t = messages.my;

interface AccountMenuProps {
  isCoach: boolean;
  /** Just before the log-out call: the page must not treat the coming anonymous user as a visitor. */
  onSigningOut?: () => void;
  /** After log-out (the user atom is already anonymous, so the header has changed). */
  onSignedOut: () => void;
}

/** The ways on from /my, then 로그아웃 and, set apart, 회원 탈퇴. */
export function AccountMenu({ isCoach, onSigningOut, onSignedOut }: AccountMenuProps) {
  const { run, pending } = useGuardedAction(async () => {
    onSigningOut?.();
    await signOut();
    showToast({ type: 'success', message: t.loggedOut });
    onSignedOut();
  });
  const everywhere = useGuardedAction(async () => {
    onSigningOut?.();
    const done = await signOutEverywhere();
    showToast(
      done
        ? { type: 'success', message: t.loggedOutEverywhere }
        : { type: 'error', message: t.logoutEverywhereFailed },
    );
    onSignedOut();
  });
  const askEverywhere = () =>
    openModal('ConfirmDialog', {
      message: t.logoutEverywhereQuestion,
      confirmLabel: t.logoutEverywhereConfirm,
      onConfirm: () => void everywhere.run(),
    });
  const links = [
    { to: '/my/notifications', label: t.notifications },
    { to: '/my/points', label: t.pointsAndCoupons },
    { to: '/my/bookmarks', label: t.bookmarks },
    { to: '/my/recent', label: t.recent },
    { to: '/my/following', label: t.following },
    { to: '/my/blocked', label: t.blocked },
    { to: '/notices', label: t.notices },
    { to: '/settings', label: t.pushSettings },
    ...(isCoach ? [] : [{ to: '/coach/apply', label: t.coachApply }]),
  ];

  return (
    <>
      <nav aria-label={t.menuTitle} className={styles.menu}>
        <ul className={styles.menu__list}>
          {links.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to} className={styles.menu__item}>
                <span>{link.label}</span>
                <Icon name="chevron-right" size={20} />
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="secondary" size="lg" fullWidth loading={pending} onClick={() => void run()}>
        {t.logout}
      </Button>
      <Button
        variant="ghost"
        fullWidth
        loading={everywhere.pending}
        disabled={pending}
        onClick={askEverywhere}
      >
        {t.logoutEverywhere}
      </Button>
      <p className="visually-hidden" role="status">
        {pending || everywhere.pending ? t.loggingOut : ''}
      </p>
      <AppLink to="/withdrawal" className={styles.menu__withdrawal}>
        {t.withdrawal}
      </AppLink>
    </>
  );
}

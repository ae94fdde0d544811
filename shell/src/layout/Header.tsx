import { Link, NavLink, useLocation } from 'react-router-dom';
import {
  Avatar,
  Icon,
  useAtomValue,
  useLiveNotifications,
  useUnreadNotificationCount,
  userAtom,
} from '@baeum/shared';
import { HeaderSearch } from './HeaderSearch';
import { messages } from '../messages';
import styles from './Header.module.scss';

/** The alarm icon with its unread badge; the badge counts the news count's unread items. */
function AlarmLink() {
  const unread = useUnreadNotificationCount();
  const label = unread > 0 ? messages.nav.alarmWithCount(unread) : messages.nav.alarm;
  // Named by hidden text, not aria-label: the badge's digits stay apart from the spoken name.
  return (
    <Link to="/my/notifications" className={styles.header__icon}>
      <span className="visually-hidden">{label}</span>
      <Icon name="alarm" size={24} />
      {unread > 0 && (
        <span className={styles.header__badge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

export function Header({ hideSearch = false }: { hideSearch?: boolean }) {
  const user = useAtomValue(userAtom);
  // The tab's one live notification stream (signed in only): the badge counts up by itself.
  useLiveNotifications();
  const { pathname, search } = useLocation();
  const signedIn = user.id !== null;
  // Log-in brings the user back here (not from the log-in pages themselves).
  const loginHref =
    pathname === '/login' || pathname === '/signup'
      ? '/login'
      : `/login?next=${encodeURIComponent(pathname + search)}`;
  return (
    <header className={styles.header}>
      <div className={styles.header__inner}>
        <Link to="/" className={styles.header__logo} aria-label={messages.nav.home}>
          <Icon name="logo" size={28} className={styles.header__logoIcon} />
          <span aria-hidden="true" className={styles.header__logoMark}>
            {messages.brand}
          </span>
        </Link>
        {!hideSearch && (
          <div className={styles.header__search}>
            <HeaderSearch />
          </div>
        )}
        <nav className={styles.header__nav} aria-label={messages.nav.mainNav}>
          <NavLink to="/community" className={styles.header__link}>
            {messages.nav.community}
          </NavLink>
          {user.isCoach && (
            <NavLink to="/studio" className={styles.header__link}>
              {messages.nav.studio}
            </NavLink>
          )}
          {signedIn && <AlarmLink />}
          {!user.isLoaded ? (
            <span className={styles.header__pending} aria-hidden="true" />
          ) : signedIn ? (
            <Link
              to="/my"
              className={styles.header__avatar}
              aria-label={messages.nav.myPageOf(user.name ?? '')}
            >
              <Avatar
                src={user.photo}
                name={user.name ?? ''}
                size={34}
                isCoach={user.isCoach}
                decorative
              />
            </Link>
          ) : (
            <Link to={loginHref} className={styles.header__login}>
              {messages.nav.login}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}

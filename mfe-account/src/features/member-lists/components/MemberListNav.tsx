import { NavLink } from 'react-router-dom';
import { cx } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './MemberListNav.module.scss';

const t = messages.members;

const LINKS = [
  { to: '/my/following', label: t.following },
  { to: '/my/followers', label: t.followers },
  { to: '/my/blocked', label: t.blocked },
];

/** The three lists side by side; the one shown is marked aria-current="page" by the router. */
export function MemberListNav() {
  return (
    <nav aria-label={t.nav} className={styles.nav}>
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) => cx(styles.nav__link, isActive && styles['nav__link--on'])}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

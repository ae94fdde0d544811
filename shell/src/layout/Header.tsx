import { Link, NavLink } from 'react-router-dom';
import { HeaderSearch } from './HeaderSearch';
import { messages } from '../messages';
import styles from './Header.module.scss';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.header__inner}>
        <Link to="/" className={styles.header__logo} aria-label={messages.brand}>
          <span aria-hidden="true" className={styles.header__logoMark}>
            배움
          </span>
        </Link>
        <div className={styles.header__search}>
          <HeaderSearch />
        </div>
        <nav className={styles.header__nav} aria-label={messages.nav.mainNav}>
          <NavLink to="/community" className={styles.header__link}>
            {messages.nav.community}
          </NavLink>
          <NavLink to="/my" className={styles.header__link}>
            {messages.nav.myPage}
          </NavLink>
          <Link to="/login" className={styles.header__login}>
            {messages.nav.login}
          </Link>
        </nav>
      </div>
    </header>
  );
}

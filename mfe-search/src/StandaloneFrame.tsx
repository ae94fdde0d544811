import { Link } from 'react-router-dom';
import { SearchBar } from './features/search-bar/SearchBar';
import { messages } from './messages';
import RemoteRoutes from './Routes';
import { SearchOverlayRegistrar } from './SearchOverlay';
import styles from './StandaloneFrame.module.scss';

/** A stand-in for the shell's frame when this remote runs alone: logo, search bar, routes. */
export function StandaloneFrame() {
  return (
    <>
      <header className={styles.header}>
        <div className={styles.header__inner}>
          <Link to="/" className={styles.header__logo}>
            {messages.standalone.brand}
          </Link>
          <div className={styles.header__search}>
            <SearchBar />
          </div>
        </div>
      </header>
      <main className={styles.main}>
        <RemoteRoutes />
      </main>
      <SearchOverlayRegistrar />
    </>
  );
}

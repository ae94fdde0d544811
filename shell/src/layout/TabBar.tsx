import { Link, useLocation } from 'react-router-dom';
import { Icon, openModal } from '@baeum/shared';
import type { IconName } from '@baeum/shared';
import { messages } from '../messages';
import { showsTabBar, tabOf, type TabKey } from './tabBar';
import styles from './TabBar.module.scss';

const t = messages.tabBar;

const LINKS: Array<{ key: TabKey; to: string; icon: IconName; label: string }> = [
  { key: 'home', to: '/', icon: 'home', label: t.home },
  { key: 'community', to: '/community', icon: 'community', label: t.community },
  { key: 'classes', to: '/my#my-registered', icon: 'curriculum', label: t.classes },
  { key: 'my', to: '/my', icon: 'user', label: t.my },
];

/**
 * The website's bottom tab bar on phones (below 768 px, by CSS): 홈 · 검색 · 커뮤니티 · 내 클래스 ·
 * 마이. The app's web view has tabs of its own, so the shell leaves this out there (like the
 * header); 검색 opens the search screen (the Search modal), as the header's field does.
 */
export function TabBar() {
  const { pathname, hash } = useLocation();
  if (!showsTabBar(pathname)) return null;
  const current = tabOf(pathname, hash);
  const link = (tab: (typeof LINKS)[number]) => (
    <li key={tab.key}>
      <Link
        className={styles.tab}
        to={tab.to}
        aria-current={current === tab.key ? 'page' : undefined}
      >
        <Icon name={tab.icon} size={22} />
        <span>{tab.label}</span>
      </Link>
    </li>
  );
  return (
    <>
      {/* Room at the end of the page, so the bar never covers the footer's last lines. */}
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label={t.label}>
        <ul className={styles.bar__list}>
          {link(LINKS[0]!)}
          <li>
            <button
              type="button"
              className={styles.tab}
              aria-current={current === 'search' ? 'page' : undefined}
              onClick={() => openModal('Search')}
            >
              <Icon name="search" size={22} />
              <span>{t.search}</span>
            </button>
          </li>
          {LINKS.slice(1).map(link)}
        </ul>
      </nav>
    </>
  );
}

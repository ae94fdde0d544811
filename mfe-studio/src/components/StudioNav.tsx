import { NavLink } from 'react-router-dom';
import { useQuery } from '@baeum/shared';
import { messages } from '../messages';
import { studioQueries } from '../lib/queries';
import styles from './StudioNav.module.scss';

const t = messages.nav;

/** The studio's tabs (the current one has aria-current=page); 답변 대기 carries its count. */
export function StudioNav() {
  const inbox = useQuery(studioQueries.inbox());
  const count = inbox.data?.total_count ?? 0;
  const tab = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.nav__tab} ${styles['nav__tab--on']}` : styles.nav__tab;
  return (
    <nav className={styles.nav} aria-label={t.label}>
      <NavLink to="/studio" end className={tab}>
        {t.dashboard}
      </NavLink>
      <NavLink to="/studio/inbox" className={tab}>
        {t.inbox}
        {count > 0 && (
          <span className={styles.nav__count} aria-label={t.inboxCount(count)}>
            {count}
          </span>
        )}
      </NavLink>
      <NavLink to="/studio/sales" className={tab}>
        {t.sales}
      </NavLink>
    </nav>
  );
}

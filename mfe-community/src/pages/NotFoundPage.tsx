import { Link } from 'react-router-dom';
import { EmptyState, usePageTitle } from '@baeum/shared';
import { messages } from '../messages';
import styles from './CommunityPage.module.scss';

const t = messages.pageNotFound;

/** Any address under /community or /user/report that names no screen: a real not-found. */
export function NotFoundPage() {
  usePageTitle(t.title);
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t.title}</h1>
      <EmptyState
        icon="community"
        title={t.title}
        description={t.description}
        action={
          <Link className={styles.page__link} to="/community">
            {t.toFeed}
          </Link>
        }
      />
    </div>
  );
}

import { Link } from 'react-router-dom';
import { EmptyState, PageHeading, usePageTitle } from '@baeum/shared';
import { messages } from '../messages';
import styles from '../features/reviews/components/Reviews.module.scss';

const t = messages.pageNotFound;

/** Any address under this remote's paths that names no screen: a real not-found, never blank. */
export function NotFoundPage() {
  usePageTitle(t.title);
  return (
    <div className={styles.page}>
      <PageHeading title={t.title} />
      <EmptyState
        icon="info"
        title={t.description}
        action={
          <Link className={styles.page__write} to="/">
            {t.home}
          </Link>
        }
      />
    </div>
  );
}

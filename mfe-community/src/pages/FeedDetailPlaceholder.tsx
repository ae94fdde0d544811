import { Link } from 'react-router-dom';
import { EmptyState, usePageTitle } from '@baeum/shared';
import { messages } from '../messages';
import styles from './CommunityPage.module.scss';

/** /community/:commentTypeId until the feed detail screen lands (its own issue). */
export function FeedDetailPlaceholder() {
  const t = messages.detail;
  usePageTitle(t.title);
  return (
    <div className={styles.page}>
      <header className={styles.page__header}>
        <h1 className={styles.page__title}>{t.title}</h1>
      </header>
      <EmptyState
        icon="community"
        title={t.comingSoon}
        description={t.comingSoonDescription}
        action={
          <Link className={styles.page__link} to="/community">
            {t.backToFeed}
          </Link>
        }
      />
    </div>
  );
}

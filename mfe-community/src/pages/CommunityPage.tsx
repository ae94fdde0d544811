import { usePageTitle } from '@baeum/shared';
import { Feed } from '../features/feed/components/Feed';
import { messages } from '../messages';
import styles from './CommunityPage.module.scss';

export function CommunityPage() {
  usePageTitle(messages.feed.title);
  return (
    <div className={styles.page}>
      <header className={styles.page__header}>
        <h1 className={styles.page__title}>{messages.feed.title}</h1>
        <p className={styles.page__description}>{messages.feed.description}</p>
      </header>
      <Feed />
    </div>
  );
}

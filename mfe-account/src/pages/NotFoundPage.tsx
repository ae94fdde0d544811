import { EmptyState, usePageTitle } from '@baeum/shared';
import { AppLink } from '../components/AppLink';
import { messages } from '../messages';
import styles from './pages.module.scss';

/** A path under this remote that has no screen: a real not-found state, with the way home. */
export function NotFoundPage() {
  usePageTitle(messages.notFound.title);
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{messages.notFound.title}</h1>
      <EmptyState
        icon="info"
        title={messages.notFound.title}
        description={messages.notFound.description}
        action={
          <AppLink to="/" className={styles.footerLink}>
            {messages.common.goHome}
          </AppLink>
        }
      />
    </div>
  );
}

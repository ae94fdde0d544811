import { EmptyState } from '@baeum/shared';
import { AppLink } from '../components/AppLink';
import { messages } from '../messages';
import styles from './pages.module.scss';

/** Account paths whose screens come with the next part (/settings, /coach/apply, …). */
export function ComingSoonPage() {
  return (
    <div className={styles.page}>
      <EmptyState
        icon="info"
        title={messages.comingSoon.title}
        description={messages.comingSoon.description}
        action={
          <AppLink to="/" className={styles.footerLink}>
            {messages.common.goHome}
          </AppLink>
        }
      />
    </div>
  );
}

import { usePageTitle } from '@baeum/shared';
import { NotFoundState } from '../features/class/components/ClassFeedback';
import { messages } from '../messages';
import styles from './StudioPage.module.scss';

/** A studio path without a screen: a real not-found state with the way back to the dashboard. */
export function NotFoundPage() {
  usePageTitle(messages.classFeedback.notFoundTitle);
  return (
    <div className={styles.page}>
      <NotFoundState />
    </div>
  );
}

import { PageHeading, usePageTitle } from '@baeum/shared';
import { MemberOnly } from '../components/MemberOnly';
import { PushSettingsForm } from '../features/push-settings/components/PushSettingsForm';
import { messages } from '../messages';
import styles from './pages.module.scss';

const t = messages.settings;

/** /settings and /settings/push: the member's app-push flags. */
export function PushSettingsPage() {
  usePageTitle(t.title);
  return (
    <MemberOnly loadingLabel={t.loading}>
      {(member) => (
        <div className={styles.page}>
          <PageHeading title={t.title} description={t.description} />
          <PushSettingsForm key={member.id} userId={member.id} />
        </div>
      )}
    </MemberOnly>
  );
}

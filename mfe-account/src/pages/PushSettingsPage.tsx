import { MemberScreen } from '../components/MemberScreen';
import { PushSettingsForm } from '../features/push-settings/components/PushSettingsForm';
import { messages } from '../messages';

const t = messages.settings;

/** /settings/push: the member's app-push flags (/settings is the hub). */
export function PushSettingsPage() {
  return (
    <MemberScreen title={t.title} description={t.description} loadingLabel={t.loading}>
      {(member) => <PushSettingsForm key={member.id} userId={member.id} />}
    </MemberScreen>
  );
}

import { useAtomValue, usePageTitle, userAtom } from '@baeum/shared';
import { CoachGate } from '../components/CoachGate';
import { StudioDashboard } from '../features/dashboard/components/StudioDashboard';
import { messages } from '../messages';

/** /studio: the coach's dashboard (the server has the last word, handled by the dashboard). */
export function StudioPage() {
  const user = useAtomValue(userAtom);
  usePageTitle(messages.studio.title);
  return (
    <CoachGate>
      <StudioDashboard user={user} />
    </CoachGate>
  );
}

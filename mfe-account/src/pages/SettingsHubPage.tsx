import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MemberScreen } from '../components/MemberScreen';
import { MarketingConsentSwitch } from '../features/marketing-consent/components/MarketingConsentSwitch';
import { SettingsHub } from '../features/settings-hub/components/SettingsHub';
import { messages } from '../messages';

/** /settings: the hub of the member's settings (issue #38); /settings/push is the push flags. */
export function SettingsHubPage() {
  const navigate = useNavigate();
  // Logging out from here goes home, not to /login?next=/settings.
  const [leaving, setLeaving] = useState(false);
  return (
    <MemberScreen title={messages.hub.title} loadingLabel={messages.hub.loading} leaving={leaving}>
      {(member) => (
        <SettingsHub
          key={member.id}
          marketing={<MarketingConsentSwitch userId={member.id} />}
          onSigningOut={() => setLeaving(true)}
          onSignedOut={() => navigate('/', { replace: true })}
        />
      )}
    </MemberScreen>
  );
}

import { useId } from 'react';
import { Button, Skeleton } from '@baeum/shared';
import { LiveRegion } from '../../../components/LiveRegion';
import { SettingRow, SettingSwitch } from '../../../components/SettingSwitch';
import { messages } from '../../../messages';
import { useMarketingConsent } from '../hooks/useMarketingConsent';

const t = messages.marketing;

/** 마케팅 정보 수신 동의 as a switch (a checkbox with role="switch") with the date it was decided. */
export function MarketingConsentSwitch({ userId }: { userId: number }) {
  const consent = useMarketingConsent(userId);
  const id = useId();
  if (consent.failed) {
    return (
      <SettingRow text={<p>{t.loadError}</p>}>
        <Button variant="secondary" size="md" onClick={consent.retry}>
          {t.retry}
        </Button>
      </SettingRow>
    );
  }
  if (!consent.ready) {
    return (
      <div role="status" aria-label={t.loading}>
        <Skeleton height={56} />
      </div>
    );
  }
  return (
    <SettingSwitch
      id={id}
      label={t.label}
      descriptions={[t.description, consent.decided]}
      checked={consent.agreed}
      onChange={(agreed) => void consent.toggle(agreed)}
    >
      <LiveRegion message={consent.status} />
    </SettingSwitch>
  );
}

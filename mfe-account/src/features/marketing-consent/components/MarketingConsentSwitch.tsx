import { useId } from 'react';
import { Button, Skeleton } from '@baeum/shared';
import { LiveRegion } from '../../../components/LiveRegion';
import { messages } from '../../../messages';
import { useMarketingConsent } from '../hooks/useMarketingConsent';
import styles from './MarketingConsentSwitch.module.scss';

const t = messages.marketing;

/** 마케팅 정보 수신 동의 as a switch (a checkbox with role="switch") with the date it was decided. */
export function MarketingConsentSwitch({ userId }: { userId: number }) {
  const consent = useMarketingConsent(userId);
  const id = useId();
  if (consent.failed) {
    return (
      <div className={styles.row}>
        <p className={styles.text}>{t.loadError}</p>
        <Button variant="secondary" size="md" onClick={consent.retry}>
          {t.retry}
        </Button>
      </div>
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
    <div className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {t.label}
        </label>
        <p id={`${id}-description`} className={styles.description}>
          {t.description}
        </p>
        <p id={`${id}-decided`} className={styles.description}>
          {consent.decided}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={consent.agreed}
        aria-describedby={`${id}-description ${id}-decided`}
        onChange={(event) => void consent.toggle(event.target.checked)}
      />
      <LiveRegion message={consent.status} />
    </div>
  );
}

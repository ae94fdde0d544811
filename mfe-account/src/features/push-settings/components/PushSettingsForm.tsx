import { useId } from 'react';
import { APP_PUSH_FLAGS, ErrorState, Skeleton } from '@baeum/shared';
import { SettingSwitch } from '../../../components/SettingSwitch';
import { SettingsGroup } from '../../../components/SettingsGroup';
import { messages } from '../../../messages';
import { usePushSettings } from '../hooks/usePushSettings';
import styles from './PushSettingsForm.module.scss';

const t = messages.settings;

/**
 * The eight app-push flags of spec §3 as switches (checkboxes with role="switch"), OFF by
 * default, kept per member by the API.
 */
export function PushSettingsForm({ userId }: { userId: number }) {
  const { ready, failed, retry, appPush, toggle } = usePushSettings(userId);
  const baseId = useId();

  if (failed) return <ErrorState title={t.loadError} onRetry={retry} />;
  if (!ready) {
    return (
      <div className={styles.loading} role="status" aria-label={t.loading}>
        {APP_PUSH_FLAGS.map((flag) => (
          <Skeleton key={flag} height={56} />
        ))}
      </div>
    );
  }
  return (
    <SettingsGroup as="fieldset" title={t.groupLabel} note={t.note}>
      {APP_PUSH_FLAGS.map((flag) => (
        <SettingSwitch
          key={flag}
          as="li"
          id={`${baseId}-${flag}`}
          label={t.flags[flag].label}
          descriptions={[t.flags[flag].description]}
          checked={appPush[flag]}
          onChange={(on) => toggle(flag, on)}
        />
      ))}
    </SettingsGroup>
  );
}

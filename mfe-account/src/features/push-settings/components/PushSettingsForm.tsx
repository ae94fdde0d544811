import { useId } from 'react';
import { APP_PUSH_FLAGS, ErrorState, Skeleton } from '@baeum/shared';
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
    <fieldset className={styles.settings}>
      <legend className={styles.settings__legend}>{t.groupLabel}</legend>
      <ul className={styles.settings__list}>
        {APP_PUSH_FLAGS.map((flag) => {
          const id = `${baseId}-${flag}`;
          const text = t.flags[flag];
          return (
            <li key={flag} className={styles.flag}>
              <div className={styles.flag__text}>
                <label htmlFor={id} className={styles.flag__label}>
                  {text.label}
                </label>
                <p id={`${id}-description`} className={styles.flag__description}>
                  {text.description}
                </p>
              </div>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className={styles.flag__switch}
                checked={appPush[flag]}
                aria-describedby={`${id}-description`}
                onChange={(event) => toggle(flag, event.target.checked)}
              />
            </li>
          );
        })}
      </ul>
      <p className={styles.settings__note}>{t.note}</p>
    </fieldset>
  );
}

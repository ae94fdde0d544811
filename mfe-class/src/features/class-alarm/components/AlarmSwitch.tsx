import { useId } from 'react';
import styles from './AlarmSettingsForm.module.scss';

export interface AlarmSwitchProps {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  hint: string;
}

/** Spec section 4: the alarm can be toggled on or off. A real switch: role=switch, aria-checked. */
export function AlarmSwitch({ checked, onChange, label, hint }: AlarmSwitchProps) {
  const id = useId();
  return (
    <div className={styles.form__switch}>
      <div className={styles['form__switch-text']}>
        <span id={`${id}-label`} className={styles['form__switch-label']}>
          {label}
        </span>
        <span id={`${id}-hint`} className={styles['form__switch-hint']}>
          {hint}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className={styles.switch}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.switch__thumb} aria-hidden="true" />
      </button>
    </div>
  );
}

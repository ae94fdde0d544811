import type { ReactNode } from 'react';
import styles from './Settings.module.scss';

interface SettingRowProps {
  /** 'li' inside a list of settings. */
  as?: 'div' | 'li';
  /** The words on the left. */
  text: ReactNode;
  /** What stands on the right (the switch, a retry button). */
  children: ReactNode;
}

/** A setting's row: its words, and the control beside them. */
export function SettingRow({ as: Row = 'div', text, children }: SettingRowProps) {
  return (
    <Row className={styles.row}>
      <div className={styles.text}>{text}</div>
      {children}
    </Row>
  );
}

interface SettingSwitchProps {
  /** The switch's id; its label points at it, its descriptions are `${id}-description-N`. */
  id: string;
  label: string;
  /** The lines under the label; the switch is described by all of them. */
  descriptions: ReactNode[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  as?: 'div' | 'li';
  /** After the switch (a live region that says what changed). */
  children?: ReactNode;
}

/** A setting as a switch: a checkbox with role="switch", named by its label, described by its lines. */
export function SettingSwitch({
  id,
  label,
  descriptions,
  checked,
  onChange,
  as,
  children,
}: SettingSwitchProps) {
  const describedBy = descriptions.map((_, i) => `${id}-description-${i}`);
  return (
    <SettingRow
      as={as}
      text={
        <>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          {descriptions.map((line, i) => (
            <p key={describedBy[i]} id={describedBy[i]} className={styles.description}>
              {line}
            </p>
          ))}
        </>
      }
    >
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-describedby={describedBy.join(' ')}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </SettingRow>
  );
}

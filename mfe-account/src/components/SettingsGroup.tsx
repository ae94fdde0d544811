import type { ReactNode } from 'react';
import styles from './Settings.module.scss';

interface SettingsGroupProps {
  /**
   * 'section' (default): a group of links or actions, named by its h2 (`id`); 'fieldset': a
   * group of switches, named by its legend.
   */
  as?: 'section' | 'fieldset';
  /** The h2's id (a section only). */
  id?: string;
  title: string;
  /** The rows (`<li>`s), in the group's list; with `actions`, buttons stacked under the title. */
  children: ReactNode;
  actions?: boolean;
  /** A note below the list. */
  note?: string;
}

/** A titled group of settings (/settings, /settings/push): its title, then its rows. */
export function SettingsGroup({
  as = 'section',
  id,
  title,
  children,
  actions = false,
  note,
}: SettingsGroupProps) {
  const body = (
    <>
      {actions ? (
        <div className={styles.group__actions}>{children}</div>
      ) : (
        <ul className={styles.group__list}>{children}</ul>
      )}
      {note && <p className={styles.group__note}>{note}</p>}
    </>
  );
  if (as === 'fieldset') {
    return (
      <fieldset className={styles['group--fieldset']}>
        <legend className={styles.group__title}>{title}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.group__title}>
        {title}
      </h2>
      {body}
    </section>
  );
}

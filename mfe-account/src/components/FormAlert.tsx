import type { ReactNode } from 'react';
import { cx } from '@baeum/shared';
import styles from './FormAlert.module.scss';

interface FormAlertProps {
  children: ReactNode;
  tone?: 'error' | 'info' | 'success';
  id?: string;
}

/** A message about the whole form (a refused log-in, a failed request), announced at once. */
export function FormAlert({ children, tone = 'error', id }: FormAlertProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.alert, styles[`alert--${tone}`])}
    >
      {children}
    </div>
  );
}

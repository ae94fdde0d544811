import { uiMessages } from '../../messages/ui';
import { cx } from '../classNames';
import styles from './Spinner.module.scss';

export interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; "" makes the spinner decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 24, label = uiMessages.state.loading, className }: SpinnerProps) {
  const ring = <span className={styles.spinner__ring} style={{ width: size, height: size }} />;
  return label ? (
    <span className={cx(styles.spinner, className)} role="status" aria-label={label}>
      {ring}
    </span>
  ) : (
    <span className={cx(styles.spinner, className)} aria-hidden="true">
      {ring}
    </span>
  );
}

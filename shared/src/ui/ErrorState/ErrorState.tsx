import { uiMessages } from '../../messages/ui';
import { Button } from '../Button/Button';
import { cx } from '../classNames';
import { Icon } from '../Icon/Icon';
import styles from '../State/State.module.scss';

export interface ErrorStateProps {
  title?: string;
  message?: string;
  /** Shows the 다시 시도 button. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** A failed load in Korean, with a retry button; announced as an alert. */
export function ErrorState({
  title = uiMessages.state.errorTitle,
  message = uiMessages.state.errorMessage,
  onRetry,
  retryLabel = uiMessages.state.retry,
  className,
}: ErrorStateProps) {
  return (
    <div className={cx(styles.state, className)} role="alert">
      <span className={cx(styles.state__icon, styles['state__icon--error'])}>
        <Icon name="warning" size={40} />
      </span>
      <p className={styles.state__title}>{title}</p>
      <p className={styles.state__message}>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} className={styles.state__action}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

import { uiMessages } from '../../messages/ui';
import { Button } from '../Button/Button';
import { cx } from '../classNames';
import { Icon } from '../Icon/Icon';
import styles from './ErrorState.module.scss';

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
    <div className={cx(styles.error, className)} role="alert">
      <span className={styles.error__icon}>
        <Icon name="warning" size={40} />
      </span>
      <p className={styles.error__title}>{title}</p>
      <p className={styles.error__message}>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} className={styles.error__retry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

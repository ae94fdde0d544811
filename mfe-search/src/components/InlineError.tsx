import { cx, Icon } from '@baeum/shared';
import { messages } from '../messages';
import styles from './InlineError.module.scss';

/** A small failed-to-load line with 다시 시도, for a section inside a page or the overlay. */
export function InlineError({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <div className={cx(styles.error, className)} role="alert">
      <Icon name="warning" size={16} className={styles.error__icon} />
      <span>{messages.state.errorTitle}</span>
      <button type="button" className={styles.error__retry} onClick={onRetry}>
        {messages.state.retry}
      </button>
    </div>
  );
}

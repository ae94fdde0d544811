import { Button } from '../Button/Button';
import styles from './FormFooter.module.scss';

export interface FormFooterProps {
  /** Why the last submit failed; announced (role=alert) above the buttons. */
  error?: string | undefined;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** A submit is running: cancel is disabled and submit shows its spinner. */
  busy: boolean;
}

/** The end of a writing form: the failure of its last submit, then 취소 and the submit button. */
export function FormFooter({ error, cancelLabel, onCancel, submitLabel, busy }: FormFooterProps) {
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

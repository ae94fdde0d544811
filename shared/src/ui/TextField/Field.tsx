import type { ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../classNames';
import styles from './TextField.module.scss';

/** What every labelled control of the form kit takes besides its own element's props. */
export interface FieldProps {
  /** Always required: every control has a label. hideLabel keeps it for screen readers only. */
  label: string;
  hideLabel?: boolean;
  /** An error message; marks the control invalid and is read with it. */
  error?: string | null;
  /** Invalid without a message of its own (a form-level alert, given in aria-describedby, says why). */
  invalid?: boolean;
  /** A positive note under the field, e.g. 인증 완료. */
  success?: string | null;
  hint?: ReactNode;
  /** A control beside the box (인증번호 받기). */
  addon?: ReactNode;
  /** A control inside the box, on the right (비밀번호 보기). */
  trailing?: ReactNode;
  /** Field errors are announced (role=alert) unless the form announces them itself. */
  announceError?: boolean;
  id?: string;
  required?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

const FIELD_KEYS = [
  'label',
  'hideLabel',
  'error',
  'invalid',
  'success',
  'hint',
  'addon',
  'trailing',
  'announceError',
  'id',
  'required',
  'className',
  'aria-describedby',
] as const satisfies ReadonlyArray<keyof FieldProps>;

/** Splits a control's props into the frame's (FieldProps) and the element's own. */
export function splitFieldProps<P extends Partial<FieldProps>>(
  props: P,
): [FieldProps, Omit<P, keyof FieldProps>] {
  const field: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { ...props };
  for (const key of FIELD_KEYS) {
    if (key in rest) field[key] = rest[key];
    delete rest[key];
  }
  return [field as unknown as FieldProps, rest as Omit<P, keyof FieldProps>];
}

export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The frame of a field: label, the box with its slots, and the messages tied to the control. */
export function Field({
  label,
  hideLabel = false,
  error,
  invalid,
  success,
  hint,
  addon,
  trailing,
  announceError = true,
  id,
  required,
  className,
  'aria-describedby': extraDescribedBy,
  footer,
  children,
}: FieldProps & { footer?: ReactNode; children: (control: ControlProps) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const errorId = error ? `${controlId}-error` : undefined;
  const successId = !error && success ? `${controlId}-success` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const describedBy =
    [errorId, extraDescribedBy, successId, hintId].filter(Boolean).join(' ') || undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);

  return (
    <div
      className={cx(
        styles.field,
        isInvalid && styles['field--invalid'],
        successId && styles['field--success'],
        className,
      )}
    >
      <label
        className={cx(styles.field__label, hideLabel && 'visually-hidden')}
        htmlFor={controlId}
      >
        {label}
        {required && (
          <span className={styles.field__required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.field__row}>
        <div className={cx(styles.field__box, trailing ? styles['field__box--trailing'] : null)}>
          {children({
            id: controlId,
            required,
            'aria-invalid': isInvalid || undefined,
            'aria-describedby': describedBy,
          })}
          {trailing && <div className={styles.field__trailing}>{trailing}</div>}
        </div>
        {addon && <div className={styles.field__addon}>{addon}</div>}
      </div>
      {footer}
      {error && (
        <p id={errorId} className={styles.field__error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
      {successId && (
        <p id={successId} className={styles.field__success}>
          {success}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.field__hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '@baeum/shared';
import styles from './FormField.module.scss';

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** Marks the input invalid (aria-invalid) and is read with it (aria-describedby). */
  error?: string | null;
  hint?: ReactNode;
  /** A positive note under the field, e.g. 인증 완료. */
  success?: string | null;
  /** A control beside the input (인증번호 받기). */
  addon?: ReactNode;
  /** A control inside the input box, on the right (비밀번호 보기). */
  trailing?: ReactNode;
  id?: string;
  /** Invalid without a message of its own (a form-level alert, given in aria-describedby, says why). */
  invalid?: boolean;
}

/**
 * A labelled input like the UI kit's TextField, plus the two slots the account forms need
 * (a button beside the field, a toggle inside it). Same tokens, same look.
 */
export function FormField({
  label,
  error,
  hint,
  success,
  addon,
  trailing,
  id,
  className,
  required,
  invalid,
  'aria-describedby': extraDescribedBy,
  ...rest
}: FormFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const errorId = error ? `${inputId}-error` : undefined;
  const successId = !error && success ? `${inputId}-success` : undefined;
  const hintId = hint ? `${inputId}-hint` : undefined;
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
      <label className={styles.field__label} htmlFor={inputId}>
        {label}
        {required && (
          <span className={styles.field__required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.field__row}>
        <div className={cx(styles.field__box, trailing ? styles['field__box--trailing'] : null)}>
          <input
            {...rest}
            id={inputId}
            required={required}
            className={styles.field__input}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
          />
          {trailing && <div className={styles.field__trailing}>{trailing}</div>}
        </div>
        {addon && <div className={styles.field__addon}>{addon}</div>}
      </div>
      {error && (
        <p id={errorId} className={styles.field__error}>
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

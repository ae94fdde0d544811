import type { ComponentPropsWithRef } from 'react';
import { useId } from 'react';
import { cx } from '../classNames';
import styles from './TextField.module.scss';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  /** Always required: every input has a label. Use hideLabel to keep it for screen readers only. */
  label: string;
  hideLabel?: boolean;
  /** An error message; marks the input invalid and is read with it. */
  error?: string | null;
  hint?: string;
  id?: string;
}

export function TextField({ label, hideLabel = false, error, hint, id, className, required, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `text-field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(styles.field, error && styles['field--invalid'], className)}>
      <label className={cx(styles.field__label, hideLabel && 'visually-hidden')} htmlFor={inputId}>
        {label}
        {required && (
          <span className={styles.field__required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        {...rest}
        id={inputId}
        required={required}
        className={styles.field__input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className={styles.field__hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.field__error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import type { ComponentPropsWithRef } from 'react';
import { Field } from './Field';
import type { FieldProps } from './Field';
import styles from './TextField.module.scss';

export type { FieldProps } from './Field';

export interface TextFieldProps
  extends
    Omit<ComponentPropsWithRef<'input'>, 'id' | 'required' | 'className' | 'aria-describedby'>,
    FieldProps {}

/** The form kit's one text input: a labelled input with its error, hint and the two slots. */
export function TextField({
  label,
  hideLabel,
  error,
  invalid,
  success,
  hint,
  addon,
  trailing,
  announceError,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  return (
    <Field
      {...{
        label,
        hideLabel,
        error,
        invalid,
        success,
        hint,
        addon,
        trailing,
        announceError,
        id,
        required,
        className,
      }}
      aria-describedby={describedBy}
    >
      {(control) => <input {...rest} {...control} className={styles.field__input} />}
    </Field>
  );
}

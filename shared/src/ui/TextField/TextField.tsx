import type { ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps } from './Field';
import type { FieldProps } from './Field';
import styles from './TextField.module.scss';

export type { FieldProps } from './Field';

export interface TextFieldProps
  extends
    Omit<ComponentPropsWithRef<'input'>, 'id' | 'required' | 'className' | 'aria-describedby'>,
    FieldProps {}

/** The form kit's one text input: a labelled input with its error, hint and the two slots. */
export function TextField(props: TextFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <input {...rest} {...control} className={styles.field__input} />}
    </Field>
  );
}

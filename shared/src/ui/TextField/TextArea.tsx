import type { ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps } from './Field';
import type { FieldProps } from './Field';
import { uiMessages } from '../../messages/ui';
import styles from './TextField.module.scss';

export interface TextAreaProps
  extends
    Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'required' | 'className' | 'aria-describedby'>,
    Omit<FieldProps, 'addon' | 'trailing'> {
  /** Shows "현재/최대" under the box when the text has a limit (maxLength). */
  showCount?: boolean;
}

/** The form kit's multi-line text: same frame as TextField, with a live character count. */
export function TextArea({ showCount = true, ...props }: TextAreaProps) {
  const [field, rest] = splitFieldProps(props);
  const length = typeof rest.value === 'string' ? [...rest.value].length : undefined;
  const count =
    showCount && rest.maxLength !== undefined && length !== undefined ? (
      <p className={styles.field__count} aria-live="polite">
        {uiMessages.field.count(length, rest.maxLength)}
      </p>
    ) : null;
  return (
    <Field {...field} footer={count}>
      {(control) => <textarea rows={5} {...rest} {...control} className={styles.field__textarea} />}
    </Field>
  );
}

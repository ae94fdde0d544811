import type { FormFieldProps } from './FormField';
import { FormField } from './FormField';
import { messages } from '../messages';

export type PhoneFieldProps = Omit<
  FormFieldProps,
  'type' | 'label' | 'inputMode' | 'autoComplete'
> & { label?: string };

/** A mobile number: the numeric keypad on phones, autofill from the contact card. */
export function PhoneField({ label = messages.phone.label, ...props }: PhoneFieldProps) {
  return (
    <FormField
      placeholder={messages.phone.placeholder}
      maxLength={13}
      {...props}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
    />
  );
}

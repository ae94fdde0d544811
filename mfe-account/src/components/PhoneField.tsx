import type { TextFieldProps } from '@baeum/shared';
import { TextField } from '@baeum/shared';
import { messages } from '../messages';

export type PhoneFieldProps = Omit<
  TextFieldProps,
  'type' | 'label' | 'inputMode' | 'autoComplete'
> & { label?: string };

/** A mobile number: the numeric keypad on phones, autofill from the contact card. */
export function PhoneField({ label = messages.phone.label, ...props }: PhoneFieldProps) {
  return (
    <TextField
      announceError={false}
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

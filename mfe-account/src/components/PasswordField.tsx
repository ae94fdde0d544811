import type { TextFieldProps } from '@baeum/shared';
import { TextField } from '@baeum/shared';
import { useState } from 'react';
import { messages } from '../messages';
import styles from './PasswordField.module.scss';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a 보기/숨기기 toggle (people on phones mistype without it). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      announceError={false}
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label={messages.password.show}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

// The UI kit's sprite has no eye icon yet; drawn here on the same 24 grid, in currentColor.
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

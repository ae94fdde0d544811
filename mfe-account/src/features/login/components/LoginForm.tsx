import { useId, useRef, useState } from 'react';
import { Button } from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { FormAlert } from '../../../components/FormAlert';
import { LiveRegion } from '../../../components/LiveRegion';
import { PasswordField } from '../../../components/PasswordField';
import { PhoneField } from '../../../components/PhoneField';
import { signIn } from '../../../lib/session';
import { useFieldErrors, useGuardedSubmit } from '../../../lib/useGuardedAction';
import { checkLoginPassword, checkPhone } from '../../../lib/validation';
import { messages } from '../../../messages';
import styles from './LoginForm.module.scss';

export interface LoginFormProps {
  /** Called once the user is in the shared store (the header has changed already). */
  onSignedIn: (user: UserInfo) => void;
  initialPhone?: string;
  /** Something to tell before the form (e.g. 회원가입은 완료되었어요, 로그인해주세요). */
  notice?: string;
}

/** Phone and password through `login/Auth`; the same form on /login and in the Login modal. */
export function LoginForm({ onSignedIn, initialPhone = '', notice }: LoginFormProps) {
  const [phone, setPhone] = useState(initialPhone);
  const [password, setPassword] = useState('');
  const { setErrors, bind } = useFieldErrors<'phone' | 'password'>();
  const [refused, setRefused] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const alertId = useId();

  const { onSubmit, pending } = useGuardedSubmit(async () => {
    const phoneCheck = checkPhone(phone);
    const passwordCheck = checkLoginPassword(password);
    const next = {
      phone: phoneCheck.ok ? undefined : phoneCheck.message,
      password: passwordCheck.ok ? undefined : passwordCheck.message,
    };
    setErrors(next);
    setRefused(null);
    if (!phoneCheck.ok || !passwordCheck.ok) {
      (!phoneCheck.ok ? phoneRef : passwordRef).current?.focus();
      return;
    }
    setStatus(messages.login.submitting);
    const result = await signIn(phoneCheck.value, passwordCheck.value);
    if (result.status === 'signed-in') {
      setStatus(messages.login.success(result.user.name));
      onSignedIn(result.user);
      return;
    }
    setStatus('');
    setRefused(result.status === 'failed' ? result.message : messages.login.userLoadFailed);
    if (result.status === 'failed') passwordRef.current?.select();
  }, setStatus);

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={pending}>
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      <PhoneField
        ref={phoneRef}
        name="phone"
        {...bind('phone', phone, setPhone)}
        invalid={Boolean(refused)}
        aria-describedby={refused ? alertId : undefined}
      />
      <PasswordField
        ref={passwordRef}
        name="password"
        label={messages.password.label}
        placeholder={messages.password.placeholder}
        autoComplete="current-password"
        {...bind('password', password, setPassword)}
        invalid={Boolean(refused)}
        aria-describedby={refused ? alertId : undefined}
      />
      {refused && <FormAlert id={alertId}>{refused}</FormAlert>}
      <Button type="submit" size="lg" fullWidth loading={pending} className={styles.form__submit}>
        {pending ? messages.login.submitting : messages.login.submit}
      </Button>
      <LiveRegion message={status} />
    </form>
  );
}

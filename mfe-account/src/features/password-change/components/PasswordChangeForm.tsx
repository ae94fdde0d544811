import { useId, useRef, useState } from 'react';
import { ApiError, Button, changePassword, errorMessage, showToast } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { FormAlert } from '../../../components/FormAlert';
import { LiveRegion } from '../../../components/LiveRegion';
import { PasswordField } from '../../../components/PasswordField';
import { PasswordRules } from '../../../components/PasswordRules';
import { useFieldErrors, useGuardedSubmit } from '../../../lib/useGuardedAction';
import { PASSWORD_MAX, checkNewPassword, checkPasswordConfirm } from '../../../lib/validation';
import { messages } from '../../../messages';
import styles from './PasswordChangeForm.module.scss';

const t = messages.passwordChange;
type Field = 'current' | 'password' | 'confirm';

/**
 * 비밀번호 변경: the current password (the API counts a wrong one as a log-in try), the new one
 * by the shared rule, and its confirmation. The member's other sessions end; this one stays.
 */
export function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { setErrors, bind } = useFieldErrors<Field>();
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const rulesId = useId();
  const focus = (field: Field) =>
    ({ current: currentRef, password: passwordRef, confirm: confirmRef })[field].current?.focus();

  const { onSubmit, pending } = useGuardedSubmit(async () => {
    setAlert(null);
    const next = checkNewPassword(password);
    const again = checkPasswordConfirm(password, confirm);
    const errors: Partial<Record<Field, string>> = {
      current: current ? undefined : t.currentEmpty,
      password: !next.ok ? next.message : password === current ? t.sameAsCurrent : undefined,
      confirm: again.ok ? undefined : again.message,
    };
    setErrors(errors);
    const first = (['current', 'password', 'confirm'] as const).find((f) => errors[f]);
    if (first) {
      focus(first);
      return;
    }
    setStatus(t.submitting);
    try {
      await changePassword(current, password);
    } catch (error) {
      setStatus('');
      const code = error instanceof ApiError ? error.code : null;
      // 403: the current password is wrong; 400: the new one is refused. Else the whole form.
      if (code === 403 || code === 400) {
        const field = code === 403 ? 'current' : 'password';
        setErrors({ [field]: errorMessage(error) });
        focus(field);
      } else setAlert(errorMessage(error));
      return;
    }
    setStatus(t.done);
    showToast({ type: 'success', message: t.done });
    onDone();
  }, setStatus);

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <PasswordField
        ref={currentRef}
        name="current-password"
        label={t.currentLabel}
        placeholder={t.currentPlaceholder}
        autoComplete="current-password"
        maxLength={200}
        {...bind('current', current, setCurrent)}
      />
      <div className={styles.form__password}>
        <PasswordField
          ref={passwordRef}
          name="new-password"
          label={messages.reset.newPasswordLabel}
          placeholder={messages.password.newPlaceholder}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          {...bind('password', password, setPassword)}
          aria-describedby={rulesId}
        />
        <PasswordRules id={rulesId} password={password} />
      </div>
      <PasswordField
        ref={confirmRef}
        name="confirm-password"
        label={messages.reset.newPasswordConfirmLabel}
        placeholder={messages.password.confirmPlaceholder}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...bind('confirm', confirm, setConfirm)}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? t.submitting : t.submit}
      </Button>
      <AppLink to="/settings" className={styles.form__cancel}>
        {t.cancel}
      </AppLink>
      <LiveRegion message={status} />
    </form>
  );
}

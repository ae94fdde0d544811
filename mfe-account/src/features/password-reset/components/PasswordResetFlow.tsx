import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button, Icon, TextField, cx } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { FormAlert } from '../../../components/FormAlert';
import { LiveRegion } from '../../../components/LiveRegion';
import { PasswordField } from '../../../components/PasswordField';
import { PasswordRules } from '../../../components/PasswordRules';
import { PhoneField } from '../../../components/PhoneField';
import { ignoreImeEnter, useGuardedSubmit } from '../../../lib/useGuardedAction';
import { PASSWORD_MAX } from '../../../lib/validation';
import { messages } from '../../../messages';
import { usePasswordReset } from '../hooks/usePasswordReset';
import type { PasswordReset, ResetStep } from '../hooks/usePasswordReset';
import styles from './PasswordResetFlow.module.scss';

const t = messages.reset;
const STEP_INDEX: Record<ResetStep, number> = { phone: 0, code: 1, password: 2, done: 3 };

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * /password/reset as steps: phone → code (by SMS) → new password (the shared rule) → done with
 * a 로그인 link. The code is sent only to a registered phone, and the screen reads the same
 * either way (who is registered is not told).
 */
export function PasswordResetFlow({ loginPath = '/login' }: { loginPath?: string }) {
  const r = usePasswordReset();
  const firstField = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);

  // Each new step takes the focus to its first field (not on the first render).
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      return;
    }
    if (r.step === 'done') doneRef.current?.focus();
    else firstField.current?.focus();
  }, [r.step]);

  if (r.step === 'done') {
    return (
      <div className={styles.done}>
        <div className={styles.done__icon} aria-hidden="true">
          <Icon name="check" size={28} />
        </div>
        <h2 ref={doneRef} tabIndex={-1} className={styles.done__title}>
          {t.doneHeading}
        </h2>
        <p className={styles.done__text}>{t.doneText}</p>
        <div className={styles.done__actions}>
          <AppLink to={loginPath} className={styles.done__primary}>
            {t.toLogin}
          </AppLink>
        </div>
        <LiveRegion message={r.status} />
      </div>
    );
  }

  return (
    <div>
      <Steps current={STEP_INDEX[r.step]} />
      {r.step === 'phone' && <PhoneStep r={r} fieldRef={firstField} />}
      {r.step === 'code' && <CodeStep r={r} fieldRef={firstField} />}
      {r.step === 'password' && <PasswordStep r={r} fieldRef={firstField} />}
      <LiveRegion message={r.status} />
    </div>
  );
}

function Steps({ current }: { current: number }) {
  return (
    <ol className={styles.steps} aria-label={t.stepsLabel}>
      {t.steps.map((name, i) => (
        <li
          key={name}
          className={cx(styles.steps__item, i <= current && styles['steps__item--reached'])}
          aria-current={i === current ? 'step' : undefined}
        >
          {name}
        </li>
      ))}
    </ol>
  );
}

interface StepProps {
  r: PasswordReset;
  fieldRef: React.Ref<HTMLInputElement>;
}

interface StepFormProps {
  r: PasswordReset;
  action: () => Promise<boolean>;
  submit: string;
  pendingLabel: string;
  children: ReactNode;
  /** Buttons below the step's own (resend, start over). */
  after?: ReactNode;
}

/** One step's form: its fields, a failure about the whole step, its guarded submit button. */
function StepForm({ r, action, submit, pendingLabel, children, after }: StepFormProps) {
  const { onSubmit, pending } = useGuardedSubmit(async () => {
    await action();
  }, r.setStatus);
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={pending}>
      {children}
      {r.alert && <FormAlert>{r.alert}</FormAlert>}
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? pendingLabel : submit}
      </Button>
      {after}
    </form>
  );
}

function PhoneStep({ r, fieldRef }: StepProps) {
  return (
    <StepForm r={r} action={r.send} submit={t.sendCode} pendingLabel={t.sendingCode}>
      <PhoneField
        ref={fieldRef}
        name="phone"
        value={r.phone}
        onChange={(e) => r.setPhone(e.target.value)}
        onKeyDown={ignoreImeEnter}
        required
        error={r.errors.phone}
      />
    </StepForm>
  );
}

function CodeStep({ r, fieldRef }: StepProps) {
  const counting = r.resendIn > 0;
  return (
    <StepForm
      r={r}
      action={r.verify}
      submit={t.checkCode}
      pendingLabel={t.checkingCode}
      after={
        <>
          <Button variant="secondary" fullWidth disabled={counting} onClick={() => void r.send()}>
            {t.resend}
          </Button>
          <Button variant="ghost" fullWidth onClick={r.startOver}>
            {t.changePhone}
          </Button>
        </>
      }
    >
      <p className={styles.note}>{t.codeSent(r.sentTo)}</p>
      <TextField
        announceError={false}
        ref={fieldRef}
        name="code"
        label={messages.signup.codeLabel}
        placeholder={messages.signup.codePlaceholder}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={r.code}
        onChange={(e) => r.setCode(e.target.value)}
        onKeyDown={ignoreImeEnter}
        required
        error={r.errors.code}
        hint={counting ? t.resendIn(clock(r.resendIn)) : messages.signup.codeHint}
      />
    </StepForm>
  );
}

function PasswordStep({ r, fieldRef }: StepProps) {
  const rulesId = useId();
  return (
    <StepForm
      r={r}
      action={r.submit}
      submit={t.submit}
      pendingLabel={t.submitting}
      after={
        <Button variant="ghost" fullWidth onClick={r.startOver}>
          {t.startOver}
        </Button>
      }
    >
      <div className={styles.form}>
        <PasswordField
          ref={fieldRef}
          name="new-password"
          label={t.newPasswordLabel}
          placeholder={messages.password.newPlaceholder}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={r.password}
          onChange={(e) => r.setPassword(e.target.value)}
          onKeyDown={ignoreImeEnter}
          required
          error={r.errors.password}
          aria-describedby={rulesId}
        />
        <PasswordRules id={rulesId} password={r.password} />
      </div>
      <PasswordField
        name="confirm-password"
        label={t.newPasswordConfirmLabel}
        placeholder={messages.password.confirmPlaceholder}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={r.confirm}
        onChange={(e) => r.setConfirm(e.target.value)}
        onKeyDown={ignoreImeEnter}
        required
        error={r.errors.confirm}
      />
    </StepForm>
  );
}

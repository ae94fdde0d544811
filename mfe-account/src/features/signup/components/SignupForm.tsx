import type { ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import {
  ApiError,
  Button,
  errorMessage,
  registerMember,
  TextField,
  updateMarketingConsent,
} from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { FormAlert } from '../../../components/FormAlert';
import { LiveRegion } from '../../../components/LiveRegion';
import { PasswordField } from '../../../components/PasswordField';
import { signIn } from '../../../lib/session';
import { useFieldErrors, useGuardedSubmit } from '../../../lib/useGuardedAction';
import {
  PASSWORD_MAX,
  checkName,
  checkNewPassword,
  checkPasswordConfirm,
} from '../../../lib/validation';
import { messages } from '../../../messages';
import { usePhoneVerification } from '../hooks/usePhoneVerification';
import { Agreements, noAgreements, requiredAgreed } from '../../../components/Agreements';
import type { AgreementState } from '../../../components/Agreements';
import { PasswordRules } from '../../../components/PasswordRules';
import { PhoneVerification } from './PhoneVerification';
import styles from './SignupForm.module.scss';

export type SignupOutcome =
  | { status: 'signed-in'; user: UserInfo }
  /** Registered, but the automatic log-in did not go through: send them to /login. */
  | { status: 'registered'; phone: string };

interface SignupFormProps {
  onDone: (outcome: SignupOutcome) => void;
}

type Field = 'name' | 'password' | 'confirm' | 'agreements';

/**
 * Phone verification, then `user_register` with a name and a password. Everything is checked
 * before the one register call, so a refused form never leaves a half-made member behind.
 */
export function SignupForm({ onDone }: SignupFormProps) {
  const verification = usePhoneVerification();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreements, setAgreements] = useState<AgreementState>(noAgreements);
  const { errors, setErrors, clearError, bind } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const agreementsRef = useRef<HTMLDivElement>(null);
  const rulesId = useId();
  const agreementsErrorId = useId();

  const { onSubmit, pending } = useGuardedSubmit(async () => {
    setFormError(null);
    const nameCheck = checkName(name);
    const passwordCheck = checkNewPassword(password);
    const confirmCheck = checkPasswordConfirm(password, confirm);
    const next: typeof errors = {
      name: nameCheck.ok ? undefined : nameCheck.message,
      password: passwordCheck.ok ? undefined : passwordCheck.message,
      confirm: confirmCheck.ok ? undefined : confirmCheck.message,
      agreements: requiredAgreed(agreements) ? undefined : messages.signup.agreementsMissing,
    };
    setErrors(next);
    const phone = verification.verifiedPhone;
    if (!phone) {
      if (verification.phase === 'sent') verification.flag('code', messages.signup.verifyFirst);
      else verification.flag('phone', messages.signup.verifyFirst);
    }
    const firstInvalid = !phone
      ? verification.phase === 'sent'
        ? codeRef
        : phoneRef
      : next.name
        ? nameRef
        : next.password
          ? passwordRef
          : next.confirm
            ? confirmRef
            : next.agreements
              ? agreementsRef
              : null;
    if (firstInvalid || !phone || !nameCheck.ok || !passwordCheck.ok) {
      firstInvalid?.current?.focus();
      return;
    }

    setStatus(messages.signup.submitting);
    try {
      await registerMember({ phone, passwd: passwordCheck.value, user_name: nameCheck.value });
    } catch (error) {
      setStatus('');
      if (error instanceof ApiError && error.code === 403) {
        // The verified phone is only kept for a while on the server: verify again.
        verification.reset();
        verification.flag('phone', messages.signup.verificationExpired);
        phoneRef.current?.focus();
        return;
      }
      setFormError(errorMessage(error));
      return;
    }
    const result = await signIn(phone, passwordCheck.value);
    // The optional marketing agreement is kept by the API with its date (issue #38); the
    // member can change it in the settings, so a failure here only goes to the console.
    if (agreements.marketing && result.status === 'signed-in') {
      await updateMarketingConsent(true).catch((error: unknown) =>
        console.warn('[mfe-account] marketing consent after sign-up', error),
      );
    }
    setStatus(messages.signup.success);
    onDone(
      result.status === 'signed-in'
        ? { status: 'signed-in', user: result.user }
        : { status: 'registered', phone },
    );
  }, setStatus);

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <SignupStep id="signup-step-phone" number={1} title={messages.signup.stepPhone}>
        <PhoneVerification verification={verification} phoneRef={phoneRef} codeRef={codeRef} />
      </SignupStep>

      <SignupStep id="signup-step-profile" number={2} title={messages.signup.stepProfile}>
        <TextField
          announceError={false}
          ref={nameRef}
          name="user_name"
          label={messages.signup.nameLabel}
          placeholder={messages.signup.namePlaceholder}
          autoComplete="name"
          maxLength={20}
          {...bind('name', name, setName)}
        />
        <div className={styles.form__password}>
          <PasswordField
            ref={passwordRef}
            name="new-password"
            label={messages.password.label}
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
          label={messages.password.confirmLabel}
          placeholder={messages.password.confirmPlaceholder}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          {...bind('confirm', confirm, setConfirm)}
        />
      </SignupStep>

      <div ref={agreementsRef} tabIndex={-1} className={styles.form__agreements}>
        <Agreements
          value={agreements}
          onChange={(next) => {
            setAgreements(next);
            clearError('agreements');
          }}
          error={errors.agreements}
          errorId={agreementsErrorId}
        />
      </div>

      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? messages.signup.submitting : messages.signup.submit}
      </Button>
      <LiveRegion message={status || verification.status} />
    </form>
  );
}

/** A numbered step of the form, named by its heading. */
function SignupStep({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.form__section} aria-labelledby={id}>
      <h2 id={id} className={styles.form__step}>
        <span className={styles.form__stepNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

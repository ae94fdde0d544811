import type { KeyboardEvent } from 'react';
import { Button, smsCheckMessage, smsSendMessage, TextField } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { FormAlert } from '../../../components/FormAlert';
import { PhoneField } from '../../../components/PhoneField';
import { messages } from '../../../messages';
import type { PhoneVerification as Verification } from '../hooks/usePhoneVerification';
import styles from './PhoneVerification.module.scss';

interface PhoneVerificationProps {
  verification: Verification;
  phoneRef?: React.Ref<HTMLInputElement>;
  codeRef?: React.Ref<HTMLInputElement>;
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Enter runs the field's own button (send or check), never the sign-up submit. */
function onEnter(action: () => unknown) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.nativeEvent.isComposing) return;
    void action();
  };
}

/** Spec section 8's phone check: send a code, type it, check it; resend after a countdown. */
export function PhoneVerification({ verification: v, phoneRef, codeRef }: PhoneVerificationProps) {
  const verified = v.phase === 'verified';
  const counting = v.resendIn > 0;
  const sendLabel = v.phase === 'idle' ? messages.signup.sendCode : messages.signup.resendCode;

  return (
    <div className={styles.verification}>
      <PhoneField
        ref={phoneRef}
        name="phone"
        value={v.phone}
        onChange={(event) => v.setPhone(event.target.value)}
        onKeyDown={onEnter(() => !verified && !counting && v.send())}
        readOnly={verified}
        required
        error={v.phoneError}
        success={verified ? smsCheckMessage(200) : v.phase === 'sent' ? smsSendMessage(200) : null}
        addon={
          verified ? (
            <Button variant="secondary" size="md" onClick={v.reset}>
              {messages.phone.change}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="md"
              onClick={() => void v.send()}
              disabled={counting}
              loading={v.sending}
            >
              {sendLabel}
              {counting && (
                <span className={styles.verification__timer} aria-hidden="true">
                  {clock(v.resendIn)}
                </span>
              )}
            </Button>
          )
        }
      />
      {v.phase === 'sent' && (
        <TextField
          announceError={false}
          ref={codeRef}
          name="code"
          label={messages.signup.codeLabel}
          placeholder={messages.signup.codePlaceholder}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={v.code}
          onChange={(event) => v.setCode(event.target.value)}
          onKeyDown={onEnter(v.check)}
          required
          error={v.codeError}
          hint={counting ? messages.signup.resendIn(clock(v.resendIn)) : messages.signup.codeHint}
          addon={
            <Button variant="primary" size="md" onClick={() => void v.check()} loading={v.checking}>
              {messages.signup.checkCode}
            </Button>
          }
        />
      )}
      {v.alert && (
        <FormAlert>
          <p>{v.alert.message}</p>
          {v.alert.offerLogin && (
            <p className={styles.verification__actions}>
              <AppLink to="/login">{messages.signup.toLogin}</AppLink>
              <AppLink to="/password/reset">{messages.login.toReset}</AppLink>
            </p>
          )}
        </FormAlert>
      )}
    </div>
  );
}

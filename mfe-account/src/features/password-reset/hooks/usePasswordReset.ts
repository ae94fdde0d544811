import { useState } from 'react';
import {
  ApiError,
  errorMessage,
  resetPassword,
  sendPasswordResetCode,
  verifyPasswordResetCode,
} from '@baeum/shared';
import { useCountdown } from '../../../lib/useCountdown';
import {
  checkCode,
  checkNewPassword,
  checkPasswordConfirm,
  checkPhone,
} from '../../../lib/validation';
import { messages } from '../../../messages';

export type ResetStep = 'phone' | 'code' | 'password' | 'done';
export type ResetField = 'phone' | 'code' | 'password' | 'confirm';

/** Seconds before another code may be asked for (the sign-up screen's countdown). */
export const RESEND_SECONDS = 60;

const t = messages.reset;

/**
 * The reset's steps and their calls (api/README.md "Account security"): a code by SMS to the
 * phone, the code checked for a one-time token, the new password with that token. Every refusal
 * shows the server's Korean message (errorMessage), under the field it is about when there is one.
 */
export function usePasswordReset() {
  const [step, setStep] = useState<ResetStep>('phone');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ResetField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const countdown = useCountdown();

  const fail = (field: ResetField, message: string) => setErrors({ [field]: message });
  const clear = (field: ResetField) =>
    errors[field] && setErrors((current) => ({ ...current, [field]: undefined }));

  /** Sends a code to the typed phone (the first time) or to the same phone again (resend). */
  const send = async (): Promise<boolean> => {
    setAlert(null);
    const checked = step === 'phone' ? checkPhone(phone) : { ok: true as const, value: sentTo };
    if (!checked.ok) {
      fail('phone', checked.message);
      return false;
    }
    setErrors({});
    setStatus(t.sendingCode);
    try {
      await sendPasswordResetCode(checked.value);
    } catch (error) {
      setStatus('');
      if (error instanceof ApiError && error.code === 422) fail('phone', errorMessage(error));
      else setAlert(errorMessage(error));
      return false;
    }
    setSentTo(checked.value);
    setCode('');
    countdown.start(RESEND_SECONDS);
    setStatus(t.codeSent(checked.value));
    setStep('code');
    return true;
  };

  const verify = async (): Promise<boolean> => {
    setAlert(null);
    const checked = checkCode(code);
    if (!checked.ok) {
      fail('code', checked.message);
      return false;
    }
    setStatus(t.checkingCode);
    try {
      const answer = await verifyPasswordResetCode(sentTo, checked.value);
      setToken(answer.reset_token);
    } catch (error) {
      setStatus('');
      const code = error instanceof ApiError ? error.code : null;
      if (code === 421 || code === 472 || code === 502) {
        // An expired or missing code: a new one may be asked for at once.
        if (code !== 421) countdown.stop();
        fail('code', errorMessage(error));
      } else setAlert(errorMessage(error));
      return false;
    }
    setErrors({});
    setStatus(t.codeChecked);
    setStep('password');
    return true;
  };

  const submit = async (): Promise<boolean> => {
    setAlert(null);
    const first = checkNewPassword(password);
    const second = checkPasswordConfirm(password, confirm);
    if (!first.ok || !second.ok) {
      setErrors({
        password: first.ok ? undefined : first.message,
        confirm: second.ok ? undefined : second.message,
      });
      return false;
    }
    setStatus(t.submitting);
    try {
      await resetPassword(sentTo, token, first.value);
    } catch (error) {
      setStatus('');
      const status = error instanceof ApiError ? error.code : null;
      if (status === 400) fail('password', errorMessage(error));
      else if (status === 403) {
        // The token expired or was used: start over with a new code.
        startOver();
        setAlert(errorMessage(error));
      } else setAlert(errorMessage(error));
      return false;
    }
    setPassword('');
    setConfirm('');
    setStatus(t.doneHeading);
    setStep('done');
    return true;
  };

  /** Back to the phone step (another number, or a token that no longer works). */
  function startOver() {
    countdown.stop();
    setStep('phone');
    setCode('');
    setToken('');
    setPassword('');
    setConfirm('');
    setErrors({});
    setAlert(null);
    setStatus('');
  }

  return {
    step,
    phone,
    setPhone: (value: string) => {
      setPhone(value);
      clear('phone');
    },
    sentTo,
    code,
    // Digits only, as typed (the code is 6 digits).
    setCode: (value: string) => {
      setCode(value.replace(/\D/g, '').slice(0, 6));
      clear('code');
    },
    password,
    setPassword: (value: string) => {
      setPassword(value);
      clear('password');
    },
    confirm,
    setConfirm: (value: string) => {
      setConfirm(value);
      clear('confirm');
    },
    errors,
    alert,
    status,
    setStatus,
    resendIn: countdown.remaining,
    send,
    verify,
    submit,
    startOver,
  };
}

export type PasswordReset = ReturnType<typeof usePasswordReset>;

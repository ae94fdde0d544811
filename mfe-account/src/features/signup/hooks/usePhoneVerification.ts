import { useCallback, useState } from 'react';
import { checkSmsCode, sendSmsCode, smsCheckMessage, smsSendMessage } from '@baeum/shared';
import { useCountdown } from '../../../lib/useCountdown';
import { useGuardedAction } from '../../../lib/useGuardedAction';
import { checkCode, checkPhone } from '../../../lib/validation';
import { messages } from '../../../messages';
import { checkFailure, sendFailure } from './smsOutcome';

/** Seconds before another code may be requested. */
export const RESEND_SECONDS = 60;

export type VerificationPhase = 'idle' | 'sent' | 'verified';

export interface VerificationAlert {
  message: string;
  offerLogin: boolean;
}

export interface PhoneVerification {
  phase: VerificationPhase;
  phone: string;
  code: string;
  /** The normalised number that was verified (what user_register gets), else null. */
  verifiedPhone: string | null;
  phoneError: string | null;
  codeError: string | null;
  alert: VerificationAlert | null;
  /** The last result to announce (인증번호를 보냈어요, 휴대폰 인증이 완료되었어요). */
  status: string;
  resendIn: number;
  sending: boolean;
  checking: boolean;
  setPhone: (value: string) => void;
  setCode: (value: string) => void;
  send: () => Promise<boolean>;
  check: () => Promise<boolean>;
  /** Starts over with another number. */
  reset: () => void;
  /** Puts a message under the phone or code field (e.g. 휴대폰 인증을 먼저 완료해주세요). */
  flag: (place: 'phone' | 'code', message: string) => void;
}

export function usePhoneVerification(): PhoneVerification {
  const [phase, setPhase] = useState<VerificationPhase>('idle');
  const [phone, setPhoneText] = useState('');
  const [code, setCodeText] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [alert, setAlert] = useState<VerificationAlert | null>(null);
  const [status, setStatus] = useState('');
  const countdown = useCountdown();

  const blocked = () => setStatus(messages.common.alreadyPending);

  const sending = useGuardedAction(async () => {
    const checked = checkPhone(phone);
    setAlert(null);
    setCodeError(null);
    if (!checked.ok) {
      setPhoneError(checked.message);
      return;
    }
    setPhoneError(null);
    setStatus(messages.signup.sendingCode);
    try {
      await sendSmsCode(checked.value);
      setSentTo(checked.value);
      setPhase('sent');
      setCodeText('');
      countdown.start(RESEND_SECONDS);
      setStatus(smsSendMessage(200));
    } catch (error) {
      const failure = sendFailure(error);
      setStatus('');
      if (failure.place === 'phone') setPhoneError(failure.message);
      else setAlert({ message: failure.message, offerLogin: failure.offerLogin });
    }
  }, blocked);

  const checking = useGuardedAction(async () => {
    setAlert(null);
    if (phase === 'idle' || !sentTo) {
      setCodeError(messages.signup.sendFirst);
      return;
    }
    const checked = checkCode(code);
    if (!checked.ok) {
      setCodeError(checked.message);
      return;
    }
    setCodeError(null);
    setStatus(messages.signup.checkingCode);
    try {
      await checkSmsCode(sentTo, checked.value);
      setPhase('verified');
      setPhoneText(sentTo);
      setPhoneError(null);
      countdown.stop();
      setStatus(smsCheckMessage(200));
    } catch (error) {
      const failure = checkFailure(error);
      setStatus('');
      if (failure.allowResend) countdown.stop();
      if (failure.place === 'phone') setPhoneError(failure.message);
      else if (failure.place === 'code') setCodeError(failure.message);
      else setAlert({ message: failure.message, offerLogin: failure.offerLogin });
    }
  }, blocked);

  const reset = useCallback(() => {
    setPhase('idle');
    setSentTo(null);
    setCodeText('');
    setCodeError(null);
    setAlert(null);
    setStatus('');
    countdown.stop();
  }, [countdown]);

  const setPhone = (value: string) => {
    if (phase === 'verified') return; // locked; 번호 변경 starts over
    setPhoneText(value);
    setPhoneError(null);
    // A code sent to another number is no use for this one.
    if (phase === 'sent') {
      const checked = checkPhone(value);
      if (!checked.ok || checked.value !== sentTo) reset();
    }
  };

  const setCode = (value: string) => {
    setCodeText(value.replace(/\D/g, '').slice(0, 6));
    setCodeError(null);
  };

  const flag = (place: 'phone' | 'code', message: string) => {
    if (place === 'phone') setPhoneError(message);
    else setCodeError(message);
  };

  return {
    phase,
    phone,
    code,
    verifiedPhone: phase === 'verified' ? sentTo : null,
    phoneError,
    codeError,
    alert,
    status,
    resendIn: countdown.remaining,
    sending: sending.pending,
    checking: checking.pending,
    setPhone,
    setCode,
    send: sending.run,
    check: checking.run,
    reset,
    flag,
  };
}

// Spec section 8, "Send SMS code" and "Check SMS code": which message, and where it goes.
// The Korean texts are @baeum/shared's catalogue; this file only decides the placement.
import { ApiError, smsCheckMessage, smsSendMessage } from '@baeum/shared';

/** Where an outcome is shown: under the phone field, under the code field, or over the form. */
export type OutcomePlace = 'phone' | 'code' | 'form';

export interface SmsFailure {
  place: OutcomePlace;
  message: string;
  /** 501: a past verification exists, so offer 로그인 and 비밀번호 재설정. */
  offerLogin: boolean;
  /** 472 and 502: the code is gone, a new one may be requested at once. */
  allowResend: boolean;
}

function codeOfError(error: unknown): number | null {
  return error instanceof ApiError ? error.code : null;
}

export function sendFailure(error: unknown): SmsFailure {
  const code = codeOfError(error);
  return {
    place: code === 422 ? 'phone' : 'form',
    message: smsSendMessage(error),
    offerLogin: code === 501,
    allowResend: false,
  };
}

export function checkFailure(error: unknown): SmsFailure {
  const code = codeOfError(error);
  // An answer with HTTP 2xx and another code is a "code" outcome (unknown → generic); an
  // HTTP error is a thrown one (421/472 keep their texts, the rest is the outage message).
  const answered = error instanceof ApiError && error.kind === 'envelope' && code !== null;
  const message = answered ? smsCheckMessage(code) : smsCheckMessage(error);
  const place: OutcomePlace =
    code === 422 ? 'phone' : code === 421 || code === 472 || code === 502 ? 'code' : 'form';
  return { place, message, offerLogin: code === 501, allowResend: code === 472 || code === 502 };
}

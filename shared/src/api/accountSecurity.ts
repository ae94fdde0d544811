// Issue #38 (h-account): the password reset that finishes, 비밀번호 변경 and the marketing consent
// (api/README.md "Account security"). Every call rejects with ApiError; show errorMessage() (the
// server's Korean message) or, for the code check, smsCheckMessage().
import { apiGet, apiPost, apiPostForm, apiPut } from './client';

/**
 * `POST /biz/reset_password` (spec section 7): a 6-digit code by SMS when the phone is registered.
 * The answer is the same for any valid phone; unlike `findPassword`, limits (429) and a refused
 * number (422) reject, so the screen can say so.
 */
export function sendPasswordResetCode(
  phone: string,
): Promise<{ message?: string; expires_in?: number }> {
  return apiPostForm('/biz/reset_password', { phone });
}

/** `POST /new/auth/reset_password/verify`: the code checked (421/472/502), a one-time token. */
export function verifyPasswordResetCode(
  phone: string,
  code: string,
): Promise<{ reset_token: string; expires_in: number }> {
  return apiPost('/new/auth/reset_password/verify', { phone, code });
}

/** `POST /new/auth/reset_password`: the new password; every session of the member ends. */
export function resetPassword(
  phone: string,
  resetToken: string,
  passwd: string,
): Promise<{ closed_sessions: number }> {
  return apiPost('/new/auth/reset_password', { phone, reset_token: resetToken, passwd });
}

/** `POST /new/auth/password` (signed in): the member's other sessions end, this one stays. */
export function changePassword(
  currentPasswd: string,
  passwd: string,
): Promise<{ closed_sessions: number }> {
  return apiPost('/new/auth/password', { current_passwd: currentPasswd, passwd });
}

export interface MarketingConsentWire {
  agreed: boolean;
  /** When the member last changed the answer (ISO), null when never asked. */
  decided_at: string | null;
}

export function fetchMarketingConsent(): Promise<MarketingConsentWire> {
  return apiGet<MarketingConsentWire>('/new/marketing_consent');
}

export function updateMarketingConsent(agreed: boolean): Promise<MarketingConsentWire> {
  return apiPut<MarketingConsentWire>('/new/marketing_consent', { agreed });
}

// Identity and membership: log-in, the startup token lookup, log-out, phone verification,
// sign-up, password reset and withdrawal (spec sections 6-8, docs/api-paths.md "Identity").
import { apiGet, apiPost, apiPostForm, resetXsrf } from './client';
import { clearToken, setToken } from './credentials';

export interface LoginAnswer {
  token: string;
  hash: string;
  user_id: number;
}

/**
 * `POST login/Auth`, form-encoded (user_id = phone, passwd). Keeps the token for the
 * following calls. On failure show messages/errors `loginFailedMessage()`.
 */
export async function login(phone: string, passwd: string): Promise<LoginAnswer> {
  const answer = await apiPostForm<LoginAnswer>('login/Auth', { user_id: phone, passwd });
  if (answer.token) setToken(answer.token);
  return answer;
}

/**
 * The startup token lookup (`GET /new/auth/token`, from the session cookie); stores the token.
 * Null when there is no session (a visitor: not an error).
 */
export async function fetchStartupToken(): Promise<string | null> {
  const { token } = await apiGet<{ token: string | null }>('/new/auth/token');
  if (token) setToken(token);
  return token || null;
}

/** Ends the session on the server and forgets every credential here. */
export async function logout(): Promise<void> {
  try {
    await apiPost('/new/auth/logout');
  } finally {
    clearToken();
    resetXsrf();
  }
}

/**
 * Log out everywhere (`POST /new/auth/logout_all`): ends every session of the user on the
 * server — every device's token, hash and cookie — and forgets every credential here.
 */
export async function logoutEverywhere(): Promise<{ closed_sessions: number }> {
  try {
    return await apiPost<{ closed_sessions: number }>('/new/auth/logout_all');
  } finally {
    clearToken();
    resetXsrf();
  }
}

/** Sends a verification code by SMS (main site, form-encoded). Message: smsSendMessage(). */
export function sendSmsCode(phone: string): Promise<{ phone?: string; expires_in?: number }> {
  return apiPostForm('ajaxSendAuth', { phone });
}

/** Checks the code the user typed (form hpno, authno). Message: smsCheckMessage(). */
export function checkSmsCode(hpno: string, authno: string): Promise<unknown> {
  return apiPostForm('ajaxSmsAuth', { hpno, authno });
}

export interface MemberRegistration {
  phone: string;
  passwd: string;
  user_name: string;
  email?: string;
}

/**
 * `POST /new/user_register` (JSON), after the phone was verified. The new member is signed
 * in: the token is kept like a log-in's.
 */
export async function registerMember(
  member: MemberRegistration,
): Promise<LoginAnswer & { user_name?: string }> {
  const answer = await apiPost<LoginAnswer & { user_name?: string }>('/new/user_register', member);
  if (answer.token) setToken(answer.token);
  return answer;
}

/** `POST /biz/reset_password`. Spec section 7: its result is ignored, failures included. */
export async function findPassword(phone: string): Promise<void> {
  try {
    await apiPostForm('/biz/reset_password', { phone });
  } catch (error) {
    console.warn('reset_password', error);
  }
}

/** `GET withdrawal_check`: what the withdrawal screen must warn about. */
export interface WithdrawalCheckWire {
  /** 'N' while the user still runs open classes as a coach. */
  can_withdraw: 'Y' | 'N';
  message: string;
  point: number;
  class_cnt: number;
  management_class_cnt: number;
}

export function fetchWithdrawalCheck(): Promise<WithdrawalCheckWire> {
  return apiGet<WithdrawalCheckWire>('withdrawal_check');
}

/** Secession: `POST withdrawal`, then every credential is forgotten. */
export async function withdraw(reason?: string): Promise<void> {
  await apiPost('withdrawal', reason ? { reason } : {});
  clearToken();
}

/** Outside production only: the last SMS code sent to a phone (end-to-end tests). */
export async function fetchDevSmsCode(phone: string): Promise<string> {
  const { code } = await apiGet<{ code: string }>('/dev/sms/last', { phone });
  return code;
}

// Client-side checks that run before any request (spec section 8 lets the server say 422,
// but a malformed number never leaves the browser: no request storm, one clear message).
import {
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SMS_CODE,
  cleanName,
  formatMobile,
  mobileDigits,
  nameProblem,
  passwordChecks,
} from '@baeum/shared/validation';
import { messages } from '../messages';

// The rules themselves live in @baeum/shared/validation, which the API enforces too; this file
// only adds the Korean message for each way an input can miss them.
export { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN };

export type Check<T = string> = { ok: true; value: T } | { ok: false; message: string };

// Hyphens are optional, but all or nothing: 010-1234-5678 or 01012345678.
const HYPHENS = /^\d{3}(-?)\d{3,4}\1\d{4}$/;

/** A Korean mobile number, normalised to 010-1234-5678 (the form the servers store). */
export function checkPhone(input: string): Check {
  const text = input.trim();
  if (!text) return { ok: false, message: messages.phone.empty };
  if (/[^\d-]/.test(text)) return { ok: false, message: messages.phone.badCharacters };
  const digits = HYPHENS.test(text) ? mobileDigits(text) : null;
  if (!digits) return { ok: false, message: messages.phone.malformed };
  return { ok: true, value: formatMobile(digits) };
}

/** The password rules stated on the sign-up screen: 8–64자, 영문과 숫자를 모두 포함, 공백 없이. */
export interface PasswordRules {
  length: boolean;
  letterAndDigit: boolean;
  noSpace: boolean;
}

export function passwordRules(password: string): PasswordRules {
  const { length, letterAndDigit, noSpace } = passwordChecks(password);
  return { length, letterAndDigit, noSpace };
}

/** A new password (sign-up). */
export function checkNewPassword(password: string): Check {
  if (!password) return { ok: false, message: messages.password.empty };
  if (/\s/.test(password)) return { ok: false, message: messages.password.whitespace };
  if (!passwordChecks(password).allowedCharacters)
    return { ok: false, message: messages.password.characters };
  const rules = passwordRules(password);
  if (!rules.length) return { ok: false, message: messages.password.length };
  if (!rules.letterAndDigit) return { ok: false, message: messages.password.letterAndDigit };
  return { ok: true, value: password };
}

export function checkPasswordConfirm(password: string, confirm: string): Check {
  if (!confirm) return { ok: false, message: messages.password.confirmEmpty };
  if (password !== confirm) return { ok: false, message: messages.password.mismatch };
  return { ok: true, value: confirm };
}

/** The log-in password: only "not empty" (the server decides the rest). */
export function checkLoginPassword(password: string): Check {
  if (!password) return { ok: false, message: messages.password.empty };
  return { ok: true, value: password };
}

/** The code the SMS carries: 6 digits. */
export const CODE_PATTERN = SMS_CODE;

export function checkCode(input: string): Check {
  const code = input.trim();
  if (!code) return { ok: false, message: messages.signup.codeEmpty };
  if (!CODE_PATTERN.test(code)) return { ok: false, message: messages.signup.codeMalformed };
  return { ok: true, value: code };
}

export function checkName(input: string): Check {
  const name = cleanName(input);
  if (!name) return { ok: false, message: messages.signup.nameEmpty };
  const problem = nameProblem(name);
  if (problem === 'length') return { ok: false, message: messages.signup.nameLength };
  if (problem === 'characters') return { ok: false, message: messages.signup.nameCharacters };
  if (problem === 'reserved') return { ok: false, message: messages.signup.nameReserved };
  return { ok: true, value: name };
}

/**
 * A nickname (edit profile): empty means "not given" (spec §5), else the shared name rule (2–20
 * visible characters, not official-looking). Whether another member has it, the API says (409).
 */
export function checkNickname(input: string): Check {
  const name = cleanName(input);
  const problem = name ? nameProblem(name) : null;
  if (problem === 'length') return { ok: false, message: messages.profileEdit.nicknameLength };
  if (problem === 'characters')
    return { ok: false, message: messages.profileEdit.nicknameCharacters };
  if (problem === 'reserved') return { ok: false, message: messages.profileEdit.nicknameReserved };
  return { ok: true, value: name };
}

// Enough to catch a typo before the request; the API decides the rest (and says why).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 200;

/** An email (edit profile): empty means "leave it as it is" (spec §5), else a plausible address. */
export function checkEmail(input: string): Check {
  const email = input.trim();
  if (email && (!EMAIL.test(email) || email.length > EMAIL_MAX))
    return { ok: false, message: messages.profileEdit.emailMalformed };
  return { ok: true, value: email };
}

// Client-side checks that run before any request (spec section 8 lets the server say 422,
// but a malformed number never leaves the browser: no request storm, one clear message).
import { messages } from '../messages';

export type Check<T = string> = { ok: true; value: T } | { ok: false; message: string };

// 010 numbers always have 8 digits after the prefix; the older 011/016–019 may have 7.
// Hyphens are optional, but all or nothing: 010-1234-5678 or 01012345678.
const MOBILE = /^(01[016789])(-?)(\d{3,4})\2(\d{4})$/;

/** A Korean mobile number, normalised to 010-1234-5678 (the form the servers store). */
export function checkPhone(input: string): Check {
  const text = input.trim();
  if (!text) return { ok: false, message: messages.phone.empty };
  if (/[^\d-]/.test(text)) return { ok: false, message: messages.phone.badCharacters };
  const match = MOBILE.exec(text);
  if (!match) return { ok: false, message: messages.phone.malformed };
  const [, prefix, , middle, last] = match as unknown as [string, string, string, string, string];
  if (prefix === '010' && middle.length !== 4) return { ok: false, message: messages.phone.malformed };
  return { ok: true, value: `${prefix}-${middle}-${last}` };
}

/**
 * The password rules stated on the sign-up screen: 8–20자, 영문과 숫자를 모두 포함, 공백 없이
 * (특수문자는 써도 돼요). Letters and digits both, because the member server refuses a
 * password without either; 20 as the upper bound keeps it typeable on a phone.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export interface PasswordRules {
  length: boolean;
  letterAndDigit: boolean;
  noSpace: boolean;
}

const LETTER = /[A-Za-z]/;
const DIGIT = /\d/;
// Letters, digits and the printable ASCII specials; no spaces, no Hangul.
const ALLOWED = /^[!-~]*$/;

export function passwordRules(password: string): PasswordRules {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    letterAndDigit: LETTER.test(password) && DIGIT.test(password),
    noSpace: password.length > 0 && !/\s/.test(password),
  };
}

/** A new password (sign-up). */
export function checkNewPassword(password: string): Check {
  if (!password) return { ok: false, message: messages.password.empty };
  if (/\s/.test(password)) return { ok: false, message: messages.password.whitespace };
  if (!ALLOWED.test(password)) return { ok: false, message: messages.password.characters };
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
export const CODE_PATTERN = /^\d{6}$/;

export function checkCode(input: string): Check {
  const code = input.trim();
  if (!code) return { ok: false, message: messages.signup.codeEmpty };
  if (!CODE_PATTERN.test(code)) return { ok: false, message: messages.signup.codeMalformed };
  return { ok: true, value: code };
}

export const NAME_MIN = 2;
export const NAME_MAX = 20;

export function checkName(input: string): Check {
  const name = input.trim();
  if (!name) return { ok: false, message: messages.signup.nameEmpty };
  const length = [...name].length;
  if (length < NAME_MIN || length > NAME_MAX) return { ok: false, message: messages.signup.nameLength };
  return { ok: true, value: name };
}

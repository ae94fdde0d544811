// zod schemas with Korean messages; `parse` turns the first issue into a 400 answer.
import { z } from 'zod';
import { fieldLabels, msg } from '../messages.ts';
import { ApiError } from './errors.ts';
import {
  MOBILE_DIGITS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  cleanName,
  formatMobile,
  isValidPassword,
  nameProblem,
  mobileDigits,
} from '@baeum/shared/validation';

z.config(z.locales.ko());

export { z };

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const label = field ? (fieldLabels[field] ? `${fieldLabels[field]}(${field})` : field) : '';
  const text = issue?.message ?? msg.invalidInput;
  throw new ApiError(400, label ? `${label}: ${text}` : text, {
    issues: result.error.issues.map((i) => ({
      field: i.path.map(String).join('.'),
      message: i.message,
    })),
  });
}

export const INT_MAX = 2_147_483_647;
const noNul = (s: string) => !s.includes('\u0000');
const NUL_MESSAGE = '허용되지 않는 문자(NUL)가 포함되어 있습니다.';

/** A positive database id from a path, query or body value. */
export const id = () => z.coerce.number().int().min(1).max(INT_MAX);
/** A 1-based page number, default 1. */
export const page = () => z.coerce.number().int().min(1).max(100_000).default(1);
export const count = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
export const offset = () => z.coerce.number().int().min(0).max(1_000_000).default(0);

/**
 * A whole number of won or points, strictly: a JSON integer, or a string of decimal digits (form
 * and query values) — never hex (`"0x64"`), an exponent (`"1e2"`), a sign, spaces, an array
 * (`[100]`) or a boolean turned into a number. A safe integer within [min, max]; `message` (Korean)
 * for anything else.
 */
export const wholeNumber = (message: string, max = INT_MAX, min = 0) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z
      .number({ message })
      .int({ message })
      .min(min, { message })
      .max(Math.min(max, Number.MAX_SAFE_INTEGER), { message }),
  );

/** Money (won): 0 … INT_MAX by default. */
export const won = (max = INT_MAX) => wholeNumber(msg.amountInvalid, max);

/**
 * A calendar day as YYYY-MM-DD (a real day: no 2026-13-45, no 2026-02-29; years 1900–2999), the
 * one date parser of every route that reads a date; anything else is a 400 in Korean.
 */
export const isoDate = () =>
  z.iso
    .date({ message: msg.dateInvalid })
    .refine((d) => d >= '1900-01-01' && d <= '2999-12-31', { message: msg.dateInvalid });

/** Trimmed text without NUL characters (PostgreSQL rejects them). */
export const text = (max: number, min = 0) =>
  z.string().trim().min(min).max(max).refine(noNul, { message: NUL_MESSAGE });

export const yn = () => z.enum(['Y', 'N']);

/** Korean mobile number, hyphens and spaces allowed; normalised to digits (the shared rule). */
export const PHONE_RE = MOBILE_DIGITS;
export function normalizePhone(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return mobileDigits(String(value));
}
export const formatPhone = formatMobile;
export const phone = () =>
  z.preprocess(
    (v) => normalizePhone(v) ?? v,
    z.string().regex(PHONE_RE, { message: msg.smsBadPhone }),
  );

/** A new password, by the rule the sign-up screen states (shared/src/validation/rules.ts). */
export const password = () =>
  z
    .string()
    .min(PASSWORD_MIN, { message: msg.passwordRule })
    .max(PASSWORD_MAX, { message: msg.passwordRule })
    .refine(isValidPassword, { message: msg.passwordRule });

/**
 * A member's name or nickname by the shared rule: invisible characters removed, 2–20 visible
 * characters (`lengthMessage` otherwise), not official-looking. Unique: the database's index.
 */
export const personName = (lengthMessage: string) =>
  z
    .string()
    .transform(cleanName)
    .superRefine((name, issue) => {
      const problem = nameProblem(name);
      if (problem)
        issue.addIssue({
          code: 'custom',
          message:
            problem === 'length'
              ? lengthMessage
              : problem === 'reserved'
                ? msg.nameReserved
                : msg.nameCharacters,
        });
    });

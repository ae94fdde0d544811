import { uiMessages } from '../messages/ui';
import { groupDigits } from './digits';

/** A price or count from the wire (number, "12300" or "12,300") as a whole number, or null. */
export function toWholeNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[,\s원]/g, ''));
  if (!Number.isFinite(n) || (typeof value === 'string' && value.trim() === '')) return null;
  return Math.round(n);
}

/** Thousands separators, the Korean way: 1234567 → "1,234,567". */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toWholeNumber(value);
  if (n === null) return '';
  return groupDigits(n);
}

/** 12300 → "12,300원". Empty when the value is missing. */
export function formatWon(value: number | string | null | undefined): string {
  const formatted = formatNumber(value);
  return formatted ? uiMessages.price.won(formatted) : '';
}

/** Spec §9: prices are shown monthly with a won suffix, 12300 → "월 12,300원". */
export function formatMonthlyPrice(value: number | string | null | undefined): string {
  const formatted = formatNumber(value);
  return formatted ? uiMessages.price.monthly(formatted) : '';
}

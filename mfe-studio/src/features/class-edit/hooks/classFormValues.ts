// The class form's values as typed (numbers stay text while typed), checked by the shared rule
// the API enforces (CLASS_RULES, classFieldProblem), and turned into the API's fields.
import { classFieldProblem, cleanClassText } from '@baeum/shared/validation';
import type { StudioClassFields, StudioClassWire } from '@baeum/shared';
import { messages } from '../../../messages';

const e = messages.editor.errors;

export interface ClassFormValues {
  title: string;
  summary: string;
  description: string;
  category: string;
  sub_category: string;
  price: string;
  discount: string;
  months: string;
  level: string;
}

export type ClassFormErrors = Partial<Record<keyof ClassFormValues, string>>;

export const emptyValues: ClassFormValues = {
  title: '',
  summary: '',
  description: '',
  category: '',
  sub_category: '',
  price: '',
  discount: '0',
  months: '5',
  level: messages.editor.defaultLevel,
};

export function valuesOf(item: StudioClassWire): ClassFormValues {
  return {
    title: item.title,
    summary: item.summary,
    description: item.description,
    category: String(item.category),
    sub_category: String(item.sub_category),
    price: String(item.price),
    discount: String(item.discount),
    months: String(item.months),
    level: item.level,
  };
}

/** A whole number typed in a box ('12,000' counts), or NaN. */
export const numberOf = (text: string) => {
  const clean = text.replace(/[,\s]/g, '');
  return /^\d+$/.test(clean) ? Number(clean) : Number.NaN;
};

/** The problem of each field, in the form's words; empty when the form may be sent. */
export function checkValues(v: ClassFormValues): ClassFormErrors {
  const errors: ClassFormErrors = {};
  for (const field of ['title', 'summary', 'description'] as const) {
    const problem = classFieldProblem(field, v[field]);
    if (problem) errors[field] = problem === 'characters' ? e.characters : e[field];
  }
  for (const field of ['price', 'discount', 'months'] as const)
    if (classFieldProblem(field, numberOf(v[field]))) errors[field] = e[field];
  if (!v.category) errors.category = e.category;
  if (!v.sub_category) errors.sub_category = e.sub_category;
  return errors;
}

/** The API's fields (text cleaned as the server stores it), without the cover. */
export function fieldsOf(v: ClassFormValues): Omit<StudioClassFields, 'photo' | 'keywords'> {
  return {
    title: cleanClassText(v.title),
    summary: cleanClassText(v.summary),
    description: cleanClassText(v.description),
    category: Number(v.category),
    sub_category: Number(v.sub_category),
    price: numberOf(v.price),
    discount: numberOf(v.discount),
    months: numberOf(v.months),
    level: v.level,
  };
}

/** Only what changed from the class as loaded (an edit sends a subset). */
export function changedFields(
  before: StudioClassWire,
  now: ReturnType<typeof fieldsOf>,
): Partial<StudioClassFields> {
  const was = fieldsOf(valuesOf(before));
  return Object.fromEntries(
    (Object.keys(now) as (keyof typeof now)[])
      .filter((k) => now[k] !== was[k])
      .map((k) => [k, now[k]]),
  );
}

/** The monthly price after the discount, as the API computes it (down to the 100 won). */
export function monthlyAfterDiscount(price: number, discount: number): number {
  return Math.floor((price * (100 - discount)) / 100 / 100) * 100;
}

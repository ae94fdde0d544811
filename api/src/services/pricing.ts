// A class's price for checkout: the plan (months × monthly price after the class's discount) and
// a discount code of the business server on top. One place, used by `discount` and by payment.
import { ApiError, notFound } from '../http/errors.ts';
import type { Queryable } from '../db/types.ts';
import { msg } from '../messages.ts';
import { salePrice } from './cards.ts';

export interface Quote {
  class_id: number;
  class_name: string;
  price: number;
  discount: number;
  /** Monthly price after the class's discount. */
  payment: number;
  months: number;
  total_price: number;
  discount_amount: number;
  discount_code: string | null;
  code_discount: number;
  final_price: number;
}

export async function quote(db: Queryable, classId: number, code?: string): Promise<Quote> {
  const rows = await db.query<{ price: number; discount: number; months: number; name: string }>(
    'SELECT price, discount, months, name FROM classes WHERE id = $1',
    [classId],
  );
  const c = rows[0];
  if (!c) throw notFound('클래스');
  const monthly = salePrice(c.price, c.discount);
  const beforeCode = monthly * c.months;
  let codeDiscount = 0;
  let appliedCode: string | null = null;
  if (code) {
    const found = await db.query<{ code: string; percent: number | null; amount: number | null }>(
      'SELECT code, percent, amount FROM discount_codes WHERE code = $1 AND (expires_at IS NULL OR expires_at > now())',
      [code.trim().toUpperCase()],
    );
    const d = found[0];
    if (!d) throw new ApiError(422, msg.discountCodeInvalid);
    codeDiscount = Math.min(
      beforeCode,
      d.percent !== null ? Math.floor((beforeCode * d.percent) / 100 / 10) * 10 : (d.amount ?? 0),
    );
    appliedCode = d.code;
  }
  return {
    class_id: classId,
    class_name: c.name,
    price: c.price,
    discount: c.discount,
    payment: monthly,
    months: c.months,
    total_price: c.price * c.months,
    discount_amount: (c.price - monthly) * c.months,
    discount_code: appliedCode,
    code_discount: codeDiscount,
    final_price: beforeCode - codeDiscount,
  };
}

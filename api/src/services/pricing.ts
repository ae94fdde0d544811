// A class's price for checkout: the plan (months × monthly price after the class's discount) and
// a discount code of the business server on top. One place, used by `discount` and by payment.
import { ApiError, conflict, notFound } from '../http/errors.ts';
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

/**
 * The quote of an open class (a closed one is no longer sold: 409). With `buyerId`, the class's
 * own coach is refused too (409): a coach cannot buy their own class.
 */
export async function quote(
  db: Queryable,
  classId: number,
  code?: string,
  buyerId?: number,
): Promise<Quote> {
  const rows = await db.query<{
    price: number;
    discount: number;
    months: number;
    name: string;
    open_flag: string;
    coach_id: number;
  }>('SELECT price, discount, months, name, open_flag, coach_id FROM classes WHERE id = $1', [
    classId,
  ]);
  const c = rows[0];
  if (!c) throw notFound('클래스');
  if (c.open_flag !== 'Y') throw conflict(msg.classClosed);
  if (buyerId !== undefined && c.coach_id === buyerId) throw conflict(msg.ownClassPurchase);
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

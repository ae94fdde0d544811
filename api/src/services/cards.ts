// The class card (spec section 3) — one SQL projection and one mapper used by every list.
import type { Ctx } from '../http/context.ts';
import type { Queryable } from '../db/types.ts';

/** Default avatar when a user has not uploaded a photo. */
export const userPhotoSql = (alias: string) =>
  `COALESCE(${alias}.photo, '/images/avatar/' || ${alias}.id || '.webp')`;
export const userNameSql = (alias: string) => `COALESCE(${alias}.nickname, ${alias}.name)`;

export const CARD_SELECT = `
  c.id, c.name, c.photo, c.banner, c.open_flag, c.coach_id, ${userNameSql('u')} AS coach_name,
  ${userPhotoSql('u')} AS coach_photo, c.curriculum_cnt, c.discount, c.price, c.months, c.review_cnt,
  c.review_sum, c.signup_cnt, c.have_cnt, c.community_yn, c.community_id, c.category_id, c.sub_category_id,
  c.level, c.created_at`;
export const CARD_FROM = 'classes c JOIN users u ON u.id = c.coach_id';

export interface CardRow {
  id: number;
  name: string;
  photo: string;
  banner: string;
  open_flag: string;
  coach_id: number;
  coach_name: string;
  coach_photo: string;
  curriculum_cnt: number;
  discount: number;
  price: number;
  months: number;
  review_cnt: number;
  review_sum: number;
  signup_cnt: number;
  have_cnt: number;
  community_yn: string;
  community_id: number;
  category_id: number;
  sub_category_id: number;
  level: string;
  created_at: Date | string;
}

/** The card rows of the classes a user takes, last enrolled first. */
export function enrolledClassRows(db: Queryable, userId: number): Promise<CardRow[]> {
  return db.query<CardRow>(
    `SELECT ${CARD_SELECT} FROM enrollments e JOIN ${CARD_FROM} ON c.id = e.class_id WHERE e.user_id = $1 ORDER BY e.created_at DESC`,
    [userId],
  );
}

/** The card rows of the classes a coach manages (open or not), by id. */
export function managedClassRows(db: Queryable, coachId: number): Promise<CardRow[]> {
  return db.query<CardRow>(
    `SELECT ${CARD_SELECT} FROM ${CARD_FROM} WHERE c.coach_id = $1 ORDER BY c.id`,
    [coachId],
  );
}

/** Monthly price after discount, rounded down to 100 won. */
export function salePrice(price: number, discount: number): number {
  return Math.floor((price * (100 - discount)) / 100 / 100) * 100;
}

export function rating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : 0;
}

export function iso(v: Date | string | null | undefined): string | null {
  if (v == null) return null;
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

export interface UserFlags {
  have: Set<number>;
  /** The classes the user takes, with the class progress the classroom keeps (0–100). */
  paid: Map<number, number>;
}

/** Bookmark and enrolment flags of one user for a set of classes (one statement, two index probes). */
export async function userFlags(
  q: Queryable,
  userId: number | null,
  classIds: number[],
): Promise<UserFlags> {
  if (!userId || classIds.length === 0) return { have: new Set(), paid: new Map() };
  const rows = await q.query<{ class_id: number; kind: string; progress: number }>(
    `SELECT class_id, 'have' AS kind, 0 AS progress FROM bookmarks WHERE user_id = $1 AND class_id = ANY($2::int[])
     UNION ALL
     SELECT class_id, 'paid' AS kind, progress FROM enrollments WHERE user_id = $1 AND class_id = ANY($2::int[])`,
    [userId, classIds],
  );
  const flags: UserFlags = { have: new Set(), paid: new Map() };
  for (const r of rows)
    if (r.kind === 'have') flags.have.add(r.class_id);
    else flags.paid.set(r.class_id, r.progress);
  return flags;
}

export function toCard(ctx: Ctx, r: CardRow, flags?: UserFlags) {
  const payment = salePrice(r.price, r.discount);
  const score = rating(r.review_sum, r.review_cnt);
  return {
    class_id: r.id,
    class_name: r.name,
    class_photo: ctx.img(r.photo),
    image_small: ctx.img(r.banner),
    link: `/class/classDetail/${r.id}`,
    open_flag: r.open_flag,
    coach_id: r.coach_id,
    coach_name: r.coach_name,
    coach_photo: ctx.img(r.coach_photo),
    curriculum_cnt: r.curriculum_cnt,
    payment_info_data1: r.discount,
    price_sale: r.discount,
    payment_info_data4: r.months,
    payment,
    payment_price: payment,
    original_price: r.price,
    review_score: score,
    class_star_avg: score,
    review_cnt: r.review_cnt,
    signup_cnt: r.signup_cnt,
    have_cnt: r.have_cnt,
    class_have_status: flags?.have.has(r.id) ? 'Y' : 'N',
    community_yn: r.community_yn,
    community_id: r.community_id,
    pay_yn: flags?.paid.has(r.id) ? 'Y' : 'N',
    /** The viewer's class progress (%) when they take it, the classroom's one number; else null. */
    progress: flags?.paid.get(r.id) ?? null,
    category: r.category_id,
    sub_category: r.sub_category_id,
    level: r.level,
    created_at: iso(r.created_at),
  };
}

export type Card = ReturnType<typeof toCard>;

/** Maps rows to cards with the caller's bookmark and enrolment flags. */
export async function cards(ctx: Ctx, rows: CardRow[], userId: number | null): Promise<Card[]> {
  const flags = await userFlags(
    ctx.db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCard(ctx, r, flags));
}

/** Cards for the given ids, in that order. */
export async function cardsByIds(ctx: Ctx, ids: number[], userId: number | null): Promise<Card[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.query<CardRow>(
    `SELECT ${CARD_SELECT} FROM ${CARD_FROM} WHERE c.id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return cards(
    ctx,
    ids.map((id) => byId.get(id)).filter((r): r is CardRow => !!r),
    userId,
  );
}

/** The paging fields of a list answer: the page asked for, how many pages (at least one), how many rows. */
export function pageInfo(page: number, total: number, size: number) {
  return { page, total_page: Math.max(1, Math.ceil(total / size)), total_count: total };
}

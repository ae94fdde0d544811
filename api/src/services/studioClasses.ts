// The studio's writes to a class (issue 36): who may touch it, the field rules shared with the
// studio's form (shared/src/validation/rules.ts), the state a class is in, and what must stay in
// step after a change (search text, lesson count, the public list caches).
import type { FastifyRequest } from 'fastify';
import {
  CLASS_RULES,
  classFieldProblem,
  cleanClassText,
  type ClassRuleField,
} from '@baeum/shared/validation';
import type { Queryable } from '../db/types.ts';
import { ApiError, forbidden, notFound } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { z } from '../http/validate.ts';
import { fieldLabels, msg } from '../messages.ts';
import { forgetPublicLists } from './listCache.ts';

export type ClassStatus = 'draft' | 'published' | 'closed';

/** The state of `classes c`: a draft, on sale (공개), or closed (판매 종료). */
export const STATUS_SQL = `CASE WHEN c.draft THEN 'draft' WHEN c.open_flag = 'Y' THEN 'published' ELSE 'closed' END`;

/** A class field's text by the shared rule (cleaned, then checked), with the API's message. */
export const classText = (field: ClassRuleField) =>
  z
    .string()
    .transform(cleanClassText)
    .superRefine((value, ctx) => {
      if (classFieldProblem(field, value))
        ctx.addIssue({ code: 'custom', message: msg.classRule[field] });
    });

/** A class field's whole number by the shared rule, with the API's message. */
export const classNumber = (field: ClassRuleField) =>
  z.unknown().transform((value, ctx) => {
    if (classFieldProblem(field, value)) {
      ctx.addIssue({ code: 'custom', message: msg.classRule[field] });
      return z.NEVER;
    }
    return value as number;
  });

export { CLASS_RULES };

/** A 400 that names one field, as `parse` words it (`label(field): message`). */
export function fieldError(field: string, message: string): ApiError {
  const label = fieldLabels[field] ? `${fieldLabels[field]}(${field})` : field;
  return new ApiError(400, `${label}: ${message}`, { issues: [{ field, message }] });
}

/** The signed-in coach: 401 for a visitor, 403 for a member who is not a coach. */
export async function requireCoach(ctx: Ctx, req: FastifyRequest) {
  const user = await requireUser(ctx, req);
  if (!user.coach) throw forbidden(msg.coachOnly);
  return user;
}

export interface OwnedClass {
  id: number;
  name: string;
  status: ClassStatus;
  summary: string;
  description: string;
  curriculum_cnt: number;
}

/** The coach's own class: 404 when there is none, 403 when it is another coach's. */
export async function ownClass(q: Queryable, coachId: number, classId: number) {
  const rows = await q.query<OwnedClass & { coach_id: number }>(
    `SELECT c.id, c.coach_id, c.name, ${STATUS_SQL} AS status, c.summary, c.description, c.curriculum_cnt
     FROM classes c WHERE c.id = $1`,
    [classId],
  );
  const row = rows[0];
  if (!row) throw notFound('클래스');
  if (row.coach_id !== coachId) throw forbidden();
  return row;
}

/** Checks the category and sub-category ids: both exist and the second belongs to the first. */
export async function checkCategory(q: Queryable, category: number, subCategory: number) {
  const rows = await q.query<{ category_id: number }>(
    'SELECT category_id FROM sub_categories WHERE id = $1',
    [subCategory],
  );
  const known = await q.query('SELECT 1 FROM categories WHERE id = $1', [category]);
  if (!known[0]) throw fieldError('category', msg.studioCategoryUnknown);
  if (!rows[0]) throw fieldError('sub_category', msg.studioCategoryUnknown);
  if (rows[0].category_id !== category)
    throw fieldError('sub_category', msg.studioSubCategoryMismatch);
}

const UPLOAD_PATH = /^(?:.*)\/images\/uploads\/([0-9a-f]{24})$/;

/**
 * The stored path of a cover photo: a photo this coach uploaded (`POST /photo`'s `photo_url`,
 * with or without the public prefix). null resets the cover to the generated one.
 */
export async function coverPath(
  q: Queryable,
  coachId: number,
  photo: string | null,
): Promise<string | null> {
  if (photo === null) return null;
  const id = UPLOAD_PATH.exec(photo)?.[1];
  const rows = id
    ? await q.query(
        "SELECT 1 FROM uploads WHERE id = $1 AND user_id = $2 AND mime LIKE 'image/%'",
        [id, coachId],
      )
    : [];
  if (!rows[0]) throw fieldError('photo', msg.studioPhotoInvalid);
  return `/images/uploads/${id}`;
}

/** Rewrites the class's search text (name, category, sub-category, coach, keywords), as the seed makes it. */
export async function refreshSearchText(q: Queryable, classId: number) {
  await q.query(
    `UPDATE classes c SET search_text = lower(
       c.name || ' ' || cat.name || ' ' || sc.name || ' ' || COALESCE(u.nickname, u.name) || ' ' || replace(c.keywords, ',', ' '))
     FROM categories cat, sub_categories sc, users u
     WHERE c.id = $1 AND cat.id = c.category_id AND sc.id = c.sub_category_id AND u.id = c.coach_id`,
    [classId],
  );
}

/** Keeps `classes.curriculum_cnt` equal to the class's lessons. */
export async function syncCurriculumCount(q: Queryable, classId: number) {
  await q.query(
    `UPDATE classes SET curriculum_cnt = (SELECT COUNT(*)::int FROM lessons WHERE class_id = $1), updated_at = now()
     WHERE id = $1`,
    [classId],
  );
}

/**
 * After a change the public lists can see (publish, close, an edit of a class on sale): this
 * instance's cached category and search pages are dropped, so the next request reads the change.
 */
export function changedPublicly(ctx: Ctx) {
  forgetPublicLists(ctx);
}

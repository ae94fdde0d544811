// The studio's classes (issue 36): a coach creates a class as a draft (only they see it, with a
// preview through class-summary), edits it, publishes it (공개: in search, categories and
// recommendations at the next request) and closes it (판매 종료: hidden and not sold; its learners
// keep their classroom). Only the class's coach reads or writes it.
import type { FastifyInstance } from 'fastify';
import { CLASS_LEVELS } from '@baeum/shared/validation';
import { badRequest, conflict, ok } from '../http/errors.ts';
import type { Ctx } from '../http/context.ts';
import { id, parse, text, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { iso } from '../services/cards.ts';
import {
  STATUS_SQL,
  changedPublicly,
  checkCategory,
  classNumber,
  classText,
  coverPath,
  ownClass,
  refreshSearchText,
  requireCoach,
  type ClassStatus,
} from '../services/studioClasses.ts';

const fields = {
  title: classText('title'),
  summary: classText('summary'),
  description: classText('description'),
  category: id(),
  sub_category: id(),
  photo: z.string().max(300).nullable(),
  price: classNumber('price'),
  discount: classNumber('discount'),
  months: classNumber('months'),
  level: z.enum(CLASS_LEVELS),
  keywords: z.array(text(20, 1).refine((k) => !k.includes(','))).max(10),
};
const createBody = z.object({
  ...fields,
  summary: fields.summary.default(''),
  description: fields.description.default(''),
  photo: fields.photo.default(null),
  discount: fields.discount.default(0),
  months: fields.months.default(5),
  level: fields.level.default('입문'),
  keywords: fields.keywords.default([]),
});
const updateBody = z.object(fields).partial();
const classParams = z.object({ classId: id() });

interface StudioClassRow {
  id: number;
  name: string;
  summary: string;
  description: string;
  category_id: number;
  sub_category_id: number;
  photo: string;
  price: number;
  discount: number;
  months: number;
  level: string;
  keywords: string;
  status: ClassStatus;
  curriculum_cnt: number;
  signup_cnt: number;
  created_at: Date;
  updated_at: Date;
}

const CLASS_COLUMNS = `c.id, c.name, c.summary, c.description, c.category_id, c.sub_category_id, c.photo, c.price,
  c.discount, c.months, c.level, c.keywords, ${STATUS_SQL} AS status, c.curriculum_cnt, c.signup_cnt,
  c.created_at, c.updated_at`;

export function studioClassRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  const answer = (r: StudioClassRow) => ({
    class_id: r.id,
    title: r.name,
    summary: r.summary,
    description: r.description,
    category: r.category_id,
    sub_category: r.sub_category_id,
    photo: ctx.img(r.photo),
    price: r.price,
    discount: r.discount,
    months: r.months,
    level: r.level,
    keywords: r.keywords.split(',').filter(Boolean),
    status: r.status,
    curriculum_cnt: r.curriculum_cnt,
    signup_cnt: r.signup_cnt,
    preview_link: `/class/${r.id}`,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  });
  const load = async (classId: number) =>
    answer(
      (
        await db.query<StudioClassRow>(`SELECT ${CLASS_COLUMNS} FROM classes c WHERE c.id = $1`, [
          classId,
        ])
      )[0]!,
    );

  // The coach's classes, every state, last changed first.
  app.get('/new/studio/classes', async (req) => {
    const coach = await requireCoach(ctx, req);
    const rows = await db.query<StudioClassRow>(
      `SELECT ${CLASS_COLUMNS} FROM classes c WHERE c.coach_id = $1 ORDER BY c.updated_at DESC, c.id DESC`,
      [coach.id],
    );
    return ok({ list: rows.map(answer) });
  });

  app.post('/new/studio/classes', async (req) => {
    const coach = await requireCoach(ctx, req);
    const b = parse(createBody, req.body);
    await checkCategory(db, b.category, b.sub_category);
    const photo = await coverPath(db, coach.id, b.photo);
    const classId = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `WITH n AS (SELECT nextval(pg_get_serial_sequence('classes', 'id'))::int AS id)
         INSERT INTO classes (id, coach_id, category_id, sub_category_id, name, summary, description, keywords,
                              level, photo, banner, price, discount, months, curriculum_cnt, open_flag, draft)
         SELECT n.id, $1, $2, $3, $4, $5, $6, $7, $8,
                COALESCE($9, '/images/class/' || n.id || '.webp'),
                COALESCE($9, '/images/class/' || n.id || '/small.webp'), $10, $11, $12, 0, 'N', true
         FROM n RETURNING id`,
        [
          coach.id,
          b.category,
          b.sub_category,
          b.title,
          b.summary,
          b.description,
          b.keywords.join(','),
          b.level,
          photo,
          b.price,
          b.discount,
          b.months,
        ],
      );
      await refreshSearchText(tx, row!.id);
      return row!.id;
    });
    return ok(await load(classId));
  });

  app.get('/new/studio/classes/:classId', async (req) => {
    const p = parse(classParams, req.params);
    const coach = await requireCoach(ctx, req);
    await ownClass(db, coach.id, p.classId);
    return ok(await load(p.classId));
  });

  // Any subset of the fields. A payment keeps its own amount: a new price is for new buyers only.
  app.patch('/new/studio/classes/:classId', async (req) => {
    const p = parse(classParams, req.params);
    const coach = await requireCoach(ctx, req);
    const b = parse(updateBody, req.body);
    const current = await ownClass(db, coach.id, p.classId);
    if (Object.keys(b).length === 0) throw badRequest(msg.studioNothingToChange);
    if (b.category !== undefined || b.sub_category !== undefined) {
      const [now] = await db.query<{ category_id: number; sub_category_id: number }>(
        'SELECT category_id, sub_category_id FROM classes WHERE id = $1',
        [p.classId],
      );
      await checkCategory(
        db,
        b.category ?? now!.category_id,
        b.sub_category ?? now!.sub_category_id,
      );
    }
    const photo = b.photo === undefined ? undefined : await coverPath(db, coach.id, b.photo);
    // A class on sale keeps what makes it publishable.
    if (current.status === 'published')
      for (const field of ['summary', 'description'] as const)
        if (b[field] === '') throw publishMissing([msg.studioPublishNeeds[field]]);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE classes SET
           name = COALESCE($2, name), summary = COALESCE($3, summary), description = COALESCE($4, description),
           category_id = COALESCE($5, category_id), sub_category_id = COALESCE($6, sub_category_id),
           photo = CASE WHEN $7 THEN COALESCE($8, '/images/class/' || id || '.webp') ELSE photo END,
           banner = CASE WHEN $7 THEN COALESCE($8, '/images/class/' || id || '/small.webp') ELSE banner END,
           price = COALESCE($9, price), discount = COALESCE($10, discount), months = COALESCE($11, months),
           level = COALESCE($12, level), keywords = COALESCE($13, keywords), updated_at = now()
         WHERE id = $1`,
        [
          p.classId,
          b.title ?? null,
          b.summary ?? null,
          b.description ?? null,
          b.category ?? null,
          b.sub_category ?? null,
          photo !== undefined,
          photo ?? null,
          b.price ?? null,
          b.discount ?? null,
          b.months ?? null,
          b.level ?? null,
          b.keywords?.join(',') ?? null,
        ],
      );
      await refreshSearchText(tx, p.classId);
    });
    if (current.status === 'published') changedPublicly(ctx);
    return ok(await load(p.classId));
  });

  // 공개: from a draft, or again after 판매 종료. It needs a summary, a description and a lesson.
  app.post('/new/studio/classes/:classId/publish', async (req) => {
    const p = parse(classParams, req.params);
    const coach = await requireCoach(ctx, req);
    const c = await ownClass(db, coach.id, p.classId);
    if (c.status === 'published') throw conflict(msg.studioAlreadyPublished);
    const missing = [
      c.summary === '' && msg.studioPublishNeeds.summary,
      c.description === '' && msg.studioPublishNeeds.description,
      c.curriculum_cnt === 0 && msg.studioPublishNeeds.lessons,
    ].filter((m): m is string => !!m);
    if (missing.length) throw publishMissing(missing);
    // Every video lesson has a processed video (issue 45): none is sold empty.
    const empty = await db.query<{ title: string }>(
      `SELECT l.title FROM lessons l JOIN class_sections s ON s.id = l.section_id
       WHERE l.class_id = $1 AND l.kind = 'video' AND l.media_key IS NULL
       ORDER BY s.seq, s.id, l.seq, l.id`,
      [p.classId],
    );
    if (empty.length)
      throw conflict(msg.studioPublishVideoNotReady(empty.map((l) => `'${l.title}'`).join(', ')));
    // Conditional: two publishes at once change the class once.
    const rows = await db.query(
      `UPDATE classes SET draft = false, open_flag = 'Y', updated_at = now()
       WHERE id = $1 AND open_flag = 'N' RETURNING id`,
      [p.classId],
    );
    if (!rows[0]) throw conflict(msg.studioAlreadyPublished);
    changedPublicly(ctx);
    return ok(await load(p.classId));
  });

  // 판매 종료: hidden from search and lists, not sold nor newly reviewed; learners keep access.
  app.post('/new/studio/classes/:classId/close', async (req) => {
    const p = parse(classParams, req.params);
    const coach = await requireCoach(ctx, req);
    await ownClass(db, coach.id, p.classId);
    const rows = await db.query(
      `UPDATE classes SET open_flag = 'N', updated_at = now()
       WHERE id = $1 AND open_flag = 'Y' RETURNING id`,
      [p.classId],
    );
    if (!rows[0]) throw conflict(msg.studioNotPublished);
    changedPublicly(ctx);
    return ok(await load(p.classId));
  });
}

const publishMissing = (what: string[]) => conflict(msg.studioPublishMissing(what.join(', ')));

// The studio's curriculum editor (issue 36): sections and lessons of a class (the classroom's
// tables, migration 013), their order (drag or move up/down: the editor sends the whole outline
// in its new order), lesson kind, free-preview flag and notes (caption files: studioCaptions.ts).
// Every write locks the class row, so concurrent edits number the rows one at a time, and keeps
// `classes.curriculum_cnt` equal to the lessons. A lesson's video (`media_key`) is set by the
// upload that comes later (issue 36 part 3); nothing here clears it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LESSON_KINDS } from '@baeum/shared/validation';
import type { Queryable } from '../db/types.ts';
import { badRequest, conflict, notFound, ok } from '../http/errors.ts';
import type { Ctx } from '../http/context.ts';
import { id, parse, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { classLessons, lessonOf } from '../services/classroom.ts';
import {
  changedPublicly,
  classNumber,
  classText,
  ownClass,
  requireCoach,
  syncCurriculumCount,
  type OwnedClass,
} from '../services/studioClasses.ts';

const classParams = z.object({ classId: id() });
const sectionParams = z.object({ classId: id(), sectionId: id() });
const lessonParams = z.object({ classId: id(), lessonId: id() });
const lessonFields = {
  section_id: id(),
  title: classText('lessonTitle'),
  kind: z.enum(LESSON_KINDS),
  duration_sec: classNumber('durationSec'),
  notes: classText('lessonNotes'),
  free_preview: z.boolean(),
};
const newLesson = z.object({
  ...lessonFields,
  duration_sec: lessonFields.duration_sec.default(0),
  notes: lessonFields.notes.default(''),
  free_preview: lessonFields.free_preview.default(false),
});
const lessonChange = z.object(lessonFields).partial();
const sectionBody = z.object({ title: classText('sectionTitle') });
const orderBody = z.object({
  sections: z.array(z.object({ section_id: id(), lesson_ids: z.array(id()).max(1000) })).max(200),
});

/** The editor's shared steps: the outline it shows and a locked change of the coach's class. */
export function curriculumEditor(ctx: Ctx) {
  const { db } = ctx;

  /** The curriculum as the editor shows it: sections in order, each with its lessons. */
  const outline = async (q: Queryable, classId: number) => {
    const [sections, lessons] = await Promise.all([
      q.query<{ id: number; seq: number; title: string }>(
        'SELECT id, seq, title FROM class_sections WHERE class_id = $1 ORDER BY seq, id',
        [classId],
      ),
      classLessons(q, classId),
    ]);
    return {
      class_id: classId,
      lesson_cnt: lessons.length,
      sections: sections.map((s) => ({
        section_id: s.id,
        seq: s.seq,
        title: s.title,
        lessons: lessons
          .filter((l) => l.section_id === s.id)
          .map((l) => ({
            lesson_id: l.id,
            seq: l.seq,
            title: l.title,
            kind: l.kind,
            duration_sec: l.duration_sec,
            notes: l.notes,
            free_preview: l.free_preview,
            has_video: l.media_key !== null,
            has_captions: l.captions_key !== null,
          })),
      })),
    };
  };

  /**
   * Runs a change of the coach's class with its row locked, then keeps the lesson count in step,
   * refuses to leave a class on sale without lessons, and answers the new outline.
   */
  const edit = async (
    req: FastifyRequest,
    classId: number,
    change: (tx: Queryable, c: OwnedClass) => Promise<void>,
  ) => {
    const coach = await requireCoach(ctx, req);
    const c = await ownClass(db, coach.id, classId);
    const answer = await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM classes WHERE id = $1 FOR UPDATE', [classId]);
      await change(tx, c);
      await syncCurriculumCount(tx, classId);
      const after = await outline(tx, classId);
      if (c.status === 'published' && after.lesson_cnt === 0)
        throw conflict(msg.studioPublishedNeedsLesson);
      return after;
    });
    if (c.status === 'published') changedPublicly(ctx);
    return ok(answer);
  };

  return { outline, edit };
}

export function studioCurriculumRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const { outline, edit } = curriculumEditor(ctx);

  /** The section of the class: 404 for none, 400 for another class's. */
  const sectionOf = async (q: Queryable, classId: number, sectionId: number) => {
    const rows = await q.query<{ class_id: number }>(
      'SELECT class_id FROM class_sections WHERE id = $1',
      [sectionId],
    );
    if (!rows[0]) throw notFound('섹션');
    if (rows[0].class_id !== classId) throw badRequest(msg.studioSectionNotInClass);
  };
  const nextSeq = async (
    q: Queryable,
    table: 'class_sections' | 'lessons',
    col: string,
    v: number,
  ) =>
    (
      await q.query<{ seq: number }>(
        `SELECT COALESCE(MAX(seq), 0)::int + 1 AS seq FROM ${table} WHERE ${col} = $1`,
        [v],
      )
    )[0]!.seq;

  app.get('/new/studio/classes/:classId/curriculum', async (req) => {
    const p = parse(classParams, req.params);
    const coach = await requireCoach(ctx, req);
    await ownClass(db, coach.id, p.classId);
    return ok(await outline(db, p.classId));
  });

  app.post('/new/studio/classes/:classId/sections', async (req) => {
    const p = parse(classParams, req.params);
    const b = parse(sectionBody, req.body);
    return edit(req, p.classId, async (tx) => {
      await tx.query('INSERT INTO class_sections (class_id, seq, title) VALUES ($1, $2, $3)', [
        p.classId,
        await nextSeq(tx, 'class_sections', 'class_id', p.classId),
        b.title,
      ]);
    });
  });

  app.patch('/new/studio/classes/:classId/sections/:sectionId', async (req) => {
    const p = parse(sectionParams, req.params);
    const b = parse(sectionBody, req.body);
    return edit(req, p.classId, async (tx) => {
      await sectionOf(tx, p.classId, p.sectionId);
      await tx.query('UPDATE class_sections SET title = $2 WHERE id = $1', [p.sectionId, b.title]);
    });
  });

  // Deletes the section with its lessons (and the learners' progress on them).
  app.delete('/new/studio/classes/:classId/sections/:sectionId', async (req) => {
    const p = parse(sectionParams, req.params);
    return edit(req, p.classId, async (tx) => {
      await sectionOf(tx, p.classId, p.sectionId);
      await tx.query('DELETE FROM class_sections WHERE id = $1', [p.sectionId]);
    });
  });

  app.post('/new/studio/classes/:classId/lessons', async (req) => {
    const p = parse(classParams, req.params);
    const b = parse(newLesson, req.body);
    return edit(req, p.classId, async (tx) => {
      await sectionOf(tx, p.classId, b.section_id);
      await tx.query(
        `INSERT INTO lessons (class_id, section_id, seq, title, kind, duration_sec, notes, free_preview)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          p.classId,
          b.section_id,
          await nextSeq(tx, 'lessons', 'section_id', b.section_id),
          b.title,
          b.kind,
          b.duration_sec,
          b.notes,
          b.free_preview,
        ],
      );
    });
  });

  // Any subset of the fields; a new section_id moves the lesson to the end of that section.
  app.patch('/new/studio/classes/:classId/lessons/:lessonId', async (req) => {
    const p = parse(lessonParams, req.params);
    const b = parse(lessonChange, req.body);
    if (Object.keys(b).length === 0) throw badRequest(msg.studioNothingToChange);
    return edit(req, p.classId, async (tx) => {
      const lesson = await lessonOf(tx, p.classId, p.lessonId);
      let seq: number | null = null;
      if (b.section_id !== undefined && b.section_id !== lesson.section_id) {
        await sectionOf(tx, p.classId, b.section_id);
        seq = await nextSeq(tx, 'lessons', 'section_id', b.section_id);
      }
      await tx.query(
        `UPDATE lessons SET title = COALESCE($2, title), kind = COALESCE($3, kind),
           duration_sec = COALESCE($4, duration_sec), notes = COALESCE($5, notes),
           free_preview = COALESCE($6, free_preview),
           section_id = CASE WHEN $7::int IS NULL THEN section_id ELSE $8 END, seq = COALESCE($7, seq),
           updated_at = now()
         WHERE id = $1`,
        [
          p.lessonId,
          b.title ?? null,
          b.kind ?? null,
          b.duration_sec ?? null,
          b.notes ?? null,
          b.free_preview ?? null,
          seq,
          b.section_id ?? null,
        ],
      );
    });
  });

  app.delete('/new/studio/classes/:classId/lessons/:lessonId', async (req) => {
    const p = parse(lessonParams, req.params);
    return edit(req, p.classId, async (tx) => {
      await lessonOf(tx, p.classId, p.lessonId);
      await tx.query('DELETE FROM lessons WHERE id = $1', [p.lessonId]);
    });
  });

  // The whole outline in its new order: every section of the class once, every lesson once
  // (a lesson listed under another section moves there). Anything else is a stale editor: 409.
  app.put('/new/studio/classes/:classId/curriculum/order', async (req) => {
    const p = parse(classParams, req.params);
    const b = parse(orderBody, req.body);
    return edit(req, p.classId, async (tx) => {
      const [sections, lessons] = await Promise.all([
        tx.query<{ id: number }>('SELECT id FROM class_sections WHERE class_id = $1', [p.classId]),
        tx.query<{ id: number }>('SELECT id FROM lessons WHERE class_id = $1', [p.classId]),
      ]);
      const sentSections = b.sections.map((s) => s.section_id);
      const sentLessons = b.sections.flatMap((s) => s.lesson_ids);
      const same = (sent: number[], have: { id: number }[]) =>
        sent.length === have.length &&
        new Set(sent).size === sent.length &&
        have.every((r) => sent.includes(r.id));
      if (!same(sentSections, sections) || !same(sentLessons, lessons))
        throw conflict(msg.studioOrderMismatch);
      await tx.query(
        `UPDATE class_sections s SET seq = o.seq
         FROM unnest($2::int[]) WITH ORDINALITY AS o(id, seq) WHERE s.id = o.id AND s.class_id = $1`,
        [p.classId, sentSections],
      );
      const rows = b.sections.flatMap((s) =>
        s.lesson_ids.map((lessonId, i) => ({ lessonId, sectionId: s.section_id, seq: i + 1 })),
      );
      await tx.query(
        `UPDATE lessons l SET section_id = o.section_id, seq = o.seq, updated_at = now()
         FROM unnest($2::int[], $3::int[], $4::int[]) AS o(id, section_id, seq)
         WHERE l.id = o.id AND l.class_id = $1`,
        [
          p.classId,
          rows.map((r) => r.lessonId),
          rows.map((r) => r.sectionId),
          rows.map((r) => r.seq),
        ],
      );
    });
  });
}

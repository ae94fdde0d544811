// The classroom (issue 35): a class's lessons for the members who take it (a paid enrolment) and
// its coach, one lesson with short-lived signed media URLs, and the progress the player reports
// (PUT every ~10 s and on pause; POST from navigator.sendBeacon when the page goes away).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userOfCredential, SESSION_COOKIE } from '../auth/sessions.ts';
import { ApiError, badRequest, ok } from '../http/errors.ts';
import { optionalUser, requireUser, type AuthUser, type Ctx } from '../http/context.ts';
import { id, parse, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { signedMediaUrl } from '../services/lessonMedia.ts';
import { recordTextOpened } from '../services/lessonTaken.ts';
import {
  classLessons,
  lastWatched,
  lessonOf,
  loadClass,
  memberProgress,
  notEnrolled,
  percentOf,
  recordProgress,
  roleOf,
  syncEnrollmentProgress,
  type LessonRow,
} from '../services/classroom.ts';

const classParams = z.object({ classId: id() });
const lessonParams = z.object({ classId: id(), lessonId: id() });
const progressBody = z.object({
  position_sec: z.number().finite().min(0).max(86_400),
  done: z.boolean().optional(),
});

/** A player may report a little past the stored length (rounding of its clock): 1 s. */
const END_SLACK_SEC = 1;

export function classroomRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  // navigator.sendBeacon posts a string as text/plain: here a text/plain body is JSON (the rest
  // of the API accepts only an empty text/plain body).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(
        null,
        JSON.parse(text, (k, v) => (k === '__proto__' || k === 'constructor' ? undefined : v)),
      );
    } catch {
      done(new ApiError(400, msg.badJson), undefined);
    }
  });

  /** The class and the member's role in it: 401 for a visitor, 403 for a member who is neither. */
  const enter = async (req: FastifyRequest, classId: number, user?: AuthUser) => {
    const auth = user ?? (await requireUser(ctx, req));
    const c = await loadClass(db, classId, auth.id);
    const role = roleOf(c, auth.id);
    if (!role) throw notEnrolled(c);
    return { auth, c, role };
  };

  app.get('/new/classroom/:classId', async (req) => {
    const p = parse(classParams, req.params);
    const { auth, c, role } = await enter(req, p.classId);
    const [lessons, progress] = await Promise.all([
      classLessons(db, c.id),
      memberProgress(db, auth.id, c.id),
    ]);
    const byLesson = new Map(progress.map((r) => [r.lesson_id, r]));
    const done = lessons.filter((l) => byLesson.get(l.id)?.done).length;
    const percent = percentOf(done, lessons.length);
    if (role === 'learner') await syncEnrollmentProgress(db, auth.id, c.id, percent);
    const resume = resumePoint(
      lessons,
      byLesson,
      await lastWatched(db, auth.id, c.id, role, progress),
    );
    const sections: { section_id: number; seq: number; title: string; lessons: unknown[] }[] = [];
    for (const l of lessons) {
      if (sections.at(-1)?.section_id !== l.section_id)
        sections.push({
          section_id: l.section_id,
          seq: l.section_seq,
          title: l.section_title,
          lessons: [],
        });
      const mine = byLesson.get(l.id);
      sections.at(-1)!.lessons.push({
        lesson_id: l.id,
        title: l.title,
        kind: l.kind,
        duration_sec: l.duration_sec,
        free_preview: l.free_preview,
        state: mine?.done ? 'done' : resume?.lesson_id === l.id ? 'current' : 'open',
        position_sec: mine?.position_sec ?? 0,
      });
    }
    return ok({
      class: {
        class_id: c.id,
        class_name: c.name,
        class_photo: ctx.img(c.photo),
        open_flag: c.open_flag,
        coach: { user_id: c.coach_id, user_name: c.coach_name, user_photo: ctx.img(c.coach_photo) },
      },
      role,
      sections,
      resume,
      progress: { done, total: lessons.length, percent },
      progress_interval_sec: 10,
    });
  });

  app.get('/new/classroom/:classId/lessons/:lessonId', async (req) => {
    const p = parse(lessonParams, req.params);
    const user = await optionalUser(ctx, req);
    const c = await loadClass(db, p.classId, user?.id ?? null);
    const lesson = await lessonOf(db, c.id, p.lessonId);
    const role = roleOf(c, user?.id ?? null);
    // A free preview is open to anyone while the class is on sale; the rest to its members.
    if (!role && !(lesson.free_preview && c.open_flag === 'Y')) {
      if (!user) await requireUser(ctx, req);
      throw notEnrolled(c);
    }
    // A learner who opens a text lesson has taken it (the refund rule counts it).
    if (role === 'learner' && user && lesson.kind === 'text')
      await recordTextOpened(db, user.id, lesson);
    const lessons = await classLessons(db, c.id);
    const at = lessons.findIndex((l) => l.id === lesson.id);
    const mine =
      role && user
        ? (await memberProgress(db, user.id, c.id)).find((r) => r.lesson_id === lesson.id)
        : undefined;
    // Members' URLs name them; a preview's URL is anyone's (user 0).
    const viewer = role && user ? user.id : 0;
    return ok({
      lesson_id: lesson.id,
      class_id: c.id,
      section: { section_id: lesson.section_id, title: lesson.section_title },
      title: lesson.title,
      kind: lesson.kind,
      duration_sec: lesson.duration_sec,
      free_preview: lesson.free_preview,
      notes: lesson.notes,
      access: role ?? 'preview',
      position_sec: mine?.position_sec ?? 0,
      done: mine?.done ?? false,
      media:
        lesson.kind === 'video' && lesson.media_key
          ? signedMediaUrl(ctx, lesson.id, 'video', viewer)
          : null,
      captions:
        lesson.kind === 'video' && lesson.captions_key
          ? [
              {
                ...signedMediaUrl(ctx, lesson.id, 'captions', viewer),
                lang: 'ko',
                label: msg.captionsKo,
              },
            ]
          : [],
      prev_lesson_id: lessons[at - 1]?.id ?? null,
      next_lesson_id: lessons[at + 1]?.id ?? null,
    });
  });

  const saveProgress = async (req: FastifyRequest, user?: AuthUser) => {
    const p = parse(lessonParams, req.params);
    const b = parse(progressBody, req.body);
    const { auth, c, role } = await enter(req, p.classId, user);
    const lesson: LessonRow = await lessonOf(db, c.id, p.lessonId);
    if (b.position_sec > lesson.duration_sec + END_SLACK_SEC)
      throw badRequest(msg.positionPastEnd(lesson.duration_sec));
    const position = Math.min(b.position_sec, lesson.duration_sec);
    const saved = await recordProgress(db, {
      userId: auth.id,
      lesson,
      position,
      done: b.done === true,
      learner: role === 'learner',
    });
    return ok({ lesson_id: lesson.id, ...saved });
  };

  // The player's writes (Bearer token and X-XSRF-TOKEN header, as every other call).
  app.put('/new/classroom/:classId/lessons/:lessonId/progress', (req) => saveProgress(req));

  // navigator.sendBeacon on pagehide: it can send neither the Bearer token nor a header, so this
  // POST is signed in by the httpOnly session cookie and carries the XSRF token as the body field
  // `xsrf` (double submit, checked by app.ts before the handler); the cookie is SameSite=Lax, so
  // another site's page cannot post with it.
  app.post(
    '/new/classroom/:classId/lessons/:lessonId/progress',
    { config: { xsrfFormField: true }, bodyLimit: 1024 },
    async (req) => {
      const cookie = req.cookies[SESSION_COOKIE];
      if (!cookie) return saveProgress(req);
      const user = await userOfCredential(ctx, cookie, ['s']);
      if (!user) throw new ApiError(470, msg.sessionInvalid);
      return saveProgress(req, user);
    },
  );
}

/** The lesson to resume: where the member left off, or the next one when that one is done. */
function resumePoint(
  lessons: LessonRow[],
  byLesson: Map<number, { position_sec: number; done: boolean }>,
  last: { lesson_id: number; position_sec: number } | null,
): { lesson_id: number; position_sec: number } | null {
  if (!lessons.length) return null;
  const at = last ? lessons.findIndex((l) => l.id === last.lesson_id) : -1;
  if (at >= 0 && !byLesson.get(last!.lesson_id)?.done) return last;
  const next =
    lessons.slice(at + 1).find((l) => !byLesson.get(l.id)?.done) ??
    lessons.find((l) => !byLesson.get(l.id)?.done) ??
    lessons[Math.max(at, 0)]!;
  return { lesson_id: next.id, position_sec: byLesson.get(next.id)?.position_sec ?? 0 };
}

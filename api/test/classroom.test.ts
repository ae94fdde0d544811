// The classroom (issue 35): who gets in, the lesson answer, progress (monotonic, class math),
// the sendBeacon route, and the faults (closed class, deleted lesson, withdrawn member).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isKoreanMessage, startTestApp, type Loose, type TestApp } from './helpers.ts';
import {
  CLASS,
  COACH,
  LEARNER,
  buy,
  flat,
  freshClass,
  lessonsOf,
  otherCoach,
  strangers,
} from './classroomHelpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const room = (classId: number) => `/new/classroom/${classId}`;
const lessonPath = (classId: number, lessonId: number) => `${room(classId)}/lessons/${lessonId}`;
const progressPath = (classId: number, lessonId: number) =>
  `${lessonPath(classId, lessonId)}/progress`;

function refused(res: { status: number; body: Loose }, status: number) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.code, status);
  assert.ok(isKoreanMessage(res.body.message), res.body.message);
}

describe('who gets into the classroom', () => {
  it('visitor 401, non-buyer 403 with the checkout, buyer and coach 200, another coach 403', async () => {
    const [nonBuyer] = await strangers(t, CLASS, 1);
    refused(await t.client().get(room(CLASS)), 401);
    const no = await t.as(nonBuyer!).get(room(CLASS));
    refused(no, 403);
    assert.deepEqual(no.body.data.checkout, {
      class_id: CLASS,
      link: `/class/open_class/${CLASS}`,
    });
    refused(await t.as(await otherCoach(t, CLASS)).get(room(CLASS)), 403);
    refused(await t.as(LEARNER).get(room(999_999)), 404);

    const mine = await t.as(LEARNER).get(room(CLASS));
    assert.equal(mine.status, 200, mine.text);
    assert.equal(mine.body.data.role, 'learner');
    assert.equal(mine.body.data.class.class_id, CLASS);
    assert.equal(mine.body.data.class.coach.user_id, COACH);
    const coach = await t.as(COACH).get(room(CLASS));
    assert.equal(coach.status, 200);
    assert.equal(coach.body.data.role, 'coach');
  });

  it('the same rule for a lesson; a free preview is open to anyone, visitors included', async () => {
    const lessons = await lessonsOf(t, CLASS);
    const preview = lessons.find((l) => l.free_preview && l.kind === 'video')!;
    const locked = lessons.find((l) => !l.free_preview && l.kind === 'video')!;
    const [nonBuyer] = await strangers(t, CLASS, 1);
    refused(await t.client().get(lessonPath(CLASS, locked.id)), 401);
    refused(await t.as(nonBuyer!).get(lessonPath(CLASS, locked.id)), 403);
    refused(await t.as(await otherCoach(t, CLASS)).get(lessonPath(CLASS, locked.id)), 403);
    for (const who of [t.as(LEARNER), t.as(COACH)]) {
      const res = await who.get(lessonPath(CLASS, locked.id));
      assert.equal(res.status, 200, res.text);
      assert.match(
        res.body.data.media.url,
        /^\/_api\/media\/lessons\/\d+\/video\?u=\d+&exp=\d+&sig=/,
      );
      assert.equal(res.body.data.captions[0].lang, 'ko');
    }
    const open = await t.client().get(lessonPath(CLASS, preview.id));
    assert.equal(open.status, 200, open.text);
    assert.equal(open.body.data.access, 'preview');
    assert.match(open.body.data.media.url, /\?u=0&/);
    // Another class's lesson: 400; no such lesson: 404.
    const other = (await lessonsOf(t, CLASS + 1))[0]!;
    refused(await t.as(LEARNER).get(lessonPath(CLASS, other.id)), 400);
    refused(await t.as(LEARNER).get(lessonPath(CLASS, 99_999_999)), 404);
  });
});

describe('lessons of the seed', () => {
  it('every class has sections of lessons, most videos with media, text lessons with notes, previews', async () => {
    const [stats] = await t.db.query<Loose>(
      `SELECT COUNT(DISTINCT c.id)::int AS classes,
              COUNT(DISTINCT c.id) FILTER (WHERE c.curriculum_cnt = (SELECT COUNT(*) FROM lessons x WHERE x.class_id = c.id))::int AS in_step,
              COUNT(*) FILTER (WHERE l.kind = 'video' AND l.media_key LIKE 'seed/%.mp4' AND l.captions_key LIKE 'seed/%.vtt')::int AS videos,
              COUNT(*) FILTER (WHERE l.kind = 'text' AND length(l.notes) > 20)::int AS texts,
              COUNT(*)::int AS lessons, COUNT(DISTINCT l.class_id) FILTER (WHERE l.free_preview)::int AS with_preview
       FROM classes c JOIN lessons l ON l.class_id = c.id`,
    );
    const [all] = await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM classes');
    assert.equal(stats.classes, all!.n);
    assert.equal(stats.in_step, all!.n);
    assert.equal(stats.with_preview, all!.n);
    assert.equal(stats.videos + stats.texts, stats.lessons);
    assert.ok(stats.videos > stats.texts * 3, JSON.stringify(stats));
  });

  it("class-summary's curriculum keeps its shape and comes from the lessons", async () => {
    const res = await t.client().get('/class-summary', { query: { class_id: CLASS } });
    const lessons = await lessonsOf(t, CLASS);
    const curriculum = res.body.data.curriculum;
    assert.deepEqual(
      curriculum.map((l: Loose) => l.curriculum_id),
      lessons.map((l) => l.id),
    );
    assert.deepEqual(
      curriculum.map((l: Loose) => l.seq),
      lessons.map((_, i) => i + 1),
    );
    for (const l of curriculum) {
      for (const k of ['chapter', 'chapter_title', 'title', 'duration_sec', 'duration'])
        assert.ok(l[k] !== undefined && l[k] !== '', k);
    }
    assert.equal(res.body.data.curriculum_cnt, lessons.length);
  });
});

describe('progress', () => {
  it('class progress is done lessons / all lessons, in enrollments.progress; resume and states follow', async () => {
    const classId = await freshClass(t, 8);
    const [learner] = await strangers(t, classId, 1);
    await buy(t, learner!, classId);
    const me = t.as(learner!);
    const lessons = await lessonsOf(t, classId);
    const video = lessons.find((l) => l.kind === 'video')!;
    const text = lessons.find((l) => l.kind === 'text')!;
    const start = await me.get(room(classId));
    assert.deepEqual(start.body.data.progress, { done: 0, total: lessons.length, percent: 0 });
    assert.equal(start.body.data.resume.lesson_id, lessons[0]!.id);

    // Not yet 90 %: not done. At 90 %: done. Text: done when the member says so.
    const almost = Math.ceil(video.duration_sec * 0.9) - 1;
    let res = await me.put(progressPath(classId, video.id), { position_sec: almost, done: true });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.done, false);
    res = await me.put(progressPath(classId, video.id), { position_sec: video.duration_sec * 0.9 });
    assert.equal(res.body.data.done, true);
    res = await me.put(progressPath(classId, text.id), { position_sec: 0, done: true });
    assert.equal(res.body.data.done, true);
    const percent = Math.floor(200 / lessons.length);
    assert.deepEqual(res.body.data.progress, { done: 2, total: lessons.length, percent });
    const [e] = await t.db.query<Loose>(
      'SELECT progress, last_lesson_id FROM enrollments WHERE user_id = $1 AND class_id = $2',
      [learner, classId],
    );
    assert.equal(e.progress, percent);
    assert.equal(e.last_lesson_id, text.id);

    const later = await me.get(room(classId));
    const states = new Map(flat(later.body.data).map((l: Loose) => [l.lesson_id, l.state]));
    assert.equal(states.get(video.id), 'done');
    assert.equal(states.get(text.id), 'done');
    // The last lesson is done: resume at the next one not done.
    const next = lessons.slice(lessons.indexOf(text) + 1).find((l) => l.id !== video.id)!;
    assert.equal(later.body.data.resume.lesson_id, next.id);
    assert.equal(states.get(next.id), 'current');
    assert.equal(later.body.data.progress.percent, percent);
  });

  it('monotonic under 20 concurrent writes; a late, older write never moves it back', async () => {
    const [learner] = await strangers(t, CLASS, 1);
    await buy(t, learner!, CLASS);
    const video = (await lessonsOf(t, CLASS)).find(
      (l) => l.kind === 'video' && l.duration_sec >= 20,
    )!;
    const positions = Array.from({ length: 20 }, (_, i) => (i * 7) % 20);
    const me = t.as(learner!);
    const answers = await Promise.all(
      positions.map((p) => me.put(progressPath(CLASS, video.id), { position_sec: p })),
    );
    assert.ok(
      answers.every((r) => r.status === 200),
      answers.map((r) => r.text).join(),
    );
    const late = await me.put(progressPath(CLASS, video.id), { position_sec: 3 });
    assert.equal(late.body.data.position_sec, 19);
    const [row] = await t.db.query<Loose>(
      'SELECT position_sec FROM lesson_progress WHERE user_id = $1 AND lesson_id = $2',
      [learner, video.id],
    );
    assert.equal(row.position_sec, 19);
  });

  it('20 lessons finished at once count exactly', async () => {
    const classId = await freshClass(t, 20);
    const [learner] = await strangers(t, classId, 1);
    await buy(t, learner!, classId);
    const me = t.as(learner!);
    const lessons = await lessonsOf(t, classId);
    await Promise.all(
      lessons.map((l) =>
        me.put(progressPath(classId, l.id), { position_sec: l.duration_sec, done: true }),
      ),
    );
    // Written by the writes themselves (the classroom answer below would repair it).
    const [e] = await t.db.query<Loose>(
      'SELECT progress FROM enrollments WHERE user_id = $1 AND class_id = $2',
      [learner, classId],
    );
    assert.equal(e.progress, 100);
    const res = await me.get(room(classId));
    assert.deepEqual(res.body.data.progress, {
      done: lessons.length,
      total: lessons.length,
      percent: 100,
    });
  });

  it("400 past the end, for a bad body or another class's lesson; 404 deleted; 403 not taken; a seek far ahead is kept", async () => {
    const [learner, nonBuyer] = await strangers(t, CLASS, 2);
    await buy(t, learner!, CLASS);
    const me = t.as(learner!);
    const lessons = await lessonsOf(t, CLASS);
    const video = lessons.find((l) => l.kind === 'video')!;
    refused(
      await me.put(progressPath(CLASS, video.id), { position_sec: video.duration_sec + 5 }),
      400,
    );
    refused(await me.put(progressPath(CLASS, video.id), { position_sec: -1 }), 400);
    refused(await me.put(progressPath(CLASS, video.id), { position_sec: '10' }), 400);
    const other = (await lessonsOf(t, CLASS + 1))[0]!;
    refused(await me.put(progressPath(CLASS, other.id), { position_sec: 1 }), 400);
    refused(await t.as(nonBuyer!).put(progressPath(CLASS, video.id), { position_sec: 1 }), 403);
    refused(await t.client().put(progressPath(CLASS, video.id), { position_sec: 1 }), 401);
    const far = await me.put(progressPath(CLASS, video.id), {
      position_sec: video.duration_sec - 1,
    });
    assert.equal(far.body.data.position_sec, video.duration_sec - 1);

    const gone = lessons.at(-1)!;
    await t.db.query('DELETE FROM lessons WHERE id = $1', [gone.id]);
    refused(await me.put(progressPath(CLASS, gone.id), { position_sec: 1 }), 404);
    refused(await me.get(lessonPath(CLASS, gone.id)), 404);
    const after = await me.get(room(CLASS));
    assert.equal(after.body.data.progress.total, lessons.length - 1);
    assert.ok(!flat(after.body.data).some((l: Loose) => l.lesson_id === gone.id));
  });

  it("a member never sees another member's progress", async () => {
    const [a, b] = await strangers(t, CLASS, 2);
    await buy(t, a!, CLASS);
    await buy(t, b!, CLASS);
    const video = (await lessonsOf(t, CLASS)).find((l) => l.kind === 'video')!;
    await t.as(a!).put(progressPath(CLASS, video.id), { position_sec: 12 });
    const bRoom = await t.as(b!).get(room(CLASS));
    assert.equal(
      flat(bRoom.body.data).find((l: Loose) => l.lesson_id === video.id).position_sec,
      0,
    );
    const bLesson = await t.as(b!).get(lessonPath(CLASS, video.id));
    assert.equal(bLesson.body.data.position_sec, 0);
    const aLesson = await t.as(a!).get(lessonPath(CLASS, video.id));
    assert.equal(aLesson.body.data.position_sec, 12);
  });
});

describe('sendBeacon, closed classes, withdrawal', () => {
  it('the beacon POST takes text/plain JSON with the session cookie and the XSRF token in the body', async () => {
    const video = (await lessonsOf(t, CLASS)).find((l) => l.kind === 'video')!;
    const c = await t.login('010-1234-5678', 'baeum1234!');
    c.token = null; // a beacon carries no Bearer token: the cookie signs it in
    const xsrf = c.cookies.get('XSRF-TOKEN');
    const send = (body: unknown, client = c) =>
      client.post(progressPath(CLASS, video.id), undefined, {
        raw: JSON.stringify(body),
        contentType: 'text/plain;charset=UTF-8',
        noXsrf: true,
      });
    refused(await send({ position_sec: 4 }), 403);
    refused(await send({ position_sec: 4, xsrf: 'x'.repeat(32) }), 403);
    const res = await send({ position_sec: 4, xsrf });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.position_sec >= 4, true);
    // Without the session cookie: 401.
    const visitor = t.client();
    refused(await send({ position_sec: 4, xsrf: visitor.cookies.get('XSRF-TOKEN') }, visitor), 401);
  });

  it('a class closed after purchase stays open to its learners, not to buyers-to-be', async () => {
    const classId = await freshClass(t, 8);
    const [learner, nonBuyer] = await strangers(t, classId, 2);
    await buy(t, learner!, classId);
    await t.db.query("UPDATE classes SET open_flag = 'N' WHERE id = $1", [classId]);
    const lessons = await lessonsOf(t, classId);
    const ok = await t.as(learner!).get(room(classId));
    assert.equal(ok.status, 200);
    const preview = lessons.find((l) => l.free_preview)!;
    assert.equal((await t.as(learner!).get(lessonPath(classId, preview.id))).status, 200);
    const no = await t.as(nonBuyer!).get(room(classId));
    refused(no, 403);
    assert.equal(no.body.data.checkout, null);
    refused(await t.client().get(lessonPath(classId, preview.id)), 401);
  });

  it("a withdrawn member's progress goes with the account", async () => {
    const [learner] = await strangers(t, CLASS, 1);
    await buy(t, learner!, CLASS);
    const me = t.as(learner!);
    const video = (await lessonsOf(t, CLASS)).find((l) => l.kind === 'video')!;
    await me.put(progressPath(CLASS, video.id), { position_sec: 5 });
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT COUNT(*)::int AS n FROM lesson_progress WHERE user_id = $1',
          [learner],
        )
      )[0]!.n;
    assert.ok((await count()) >= 1);
    assert.equal((await me.post('/withdrawal', {})).status, 200);
    assert.equal(await count(), 0);
    refused(await me.get(room(CLASS)), 470);
    refused(await me.put(progressPath(CLASS, video.id), { position_sec: 6 }), 470);
  });
});

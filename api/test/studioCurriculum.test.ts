// The studio's curriculum editor (issue 36): sections and lessons on the classroom's tables, their
// order, the lesson count kept in step, caption files checked to be WebVTT.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type Loose, type TestApp } from './helpers.ts';
import { msg } from '../src/messages.ts';
import { COACH, createDraft, people, publishedClass } from './studioHelpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const base = (classId: number) => `/new/studio/classes/${classId}`;
const coach = () => t.as(COACH);
const patch = (path: string, body: object) => coach().request('PATCH', path, body);
const count = async (classId: number) =>
  (
    await t.db.query<{ curriculum_cnt: number; lessons: number }>(
      `SELECT curriculum_cnt, (SELECT COUNT(*)::int FROM lessons WHERE class_id = $1) AS lessons
       FROM classes WHERE id = $1`,
      [classId],
    )
  )[0]!;
const ids = (outline: Loose) =>
  outline.sections.map((s: Loose) => [s.section_id, s.lessons.map((l: Loose) => l.lesson_id)]);

/** A draft with two sections of two lessons each: [[s1, [a, b]], [s2, [c, d]]]. */
async function twoByTwo() {
  const c = await createDraft(t);
  let outline: Loose;
  for (const title of ['준비', '실전']) {
    outline = (await coach().post(`${base(c.class_id)}/sections`, { title })).body.data;
    const sectionId = outline.sections.at(-1).section_id;
    for (const n of [1, 2]) {
      const res = await coach().post(`${base(c.class_id)}/lessons`, {
        section_id: sectionId,
        title: `${title} ${n}`,
        kind: n === 1 ? 'video' : 'text',
        duration_sec: 300,
      });
      assert.equal(res.status, 200, res.text);
      outline = res.body.data;
    }
  }
  return { classId: c.class_id as number, outline: outline! };
}

describe('sections and lessons', () => {
  it('are created in order and the lesson count follows every change', async () => {
    const { classId, outline } = await twoByTwo();
    assert.deepEqual(
      outline.sections.map((s: Loose) => [s.seq, s.title, s.lessons.map((l: Loose) => l.seq)]),
      [
        [1, '준비', [1, 2]],
        [2, '실전', [1, 2]],
      ],
    );
    assert.equal(outline.lesson_cnt, 4);
    assert.deepEqual(await count(classId), { curriculum_cnt: 4, lessons: 4 });
    const [[, [a]], [s2]] = ids(outline);
    await coach().delete(`${base(classId)}/lessons/${a}`);
    assert.deepEqual(await count(classId), { curriculum_cnt: 3, lessons: 3 });
    const res = await coach().delete(`${base(classId)}/sections/${s2}`);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(await count(classId), { curriculum_cnt: 1, lessons: 1 });
    const preview = await coach().get('/class-summary', { query: { class_id: classId } });
    assert.equal(preview.body.data.curriculum_cnt, 1);
    assert.equal(preview.body.data.curriculum.length, 1);
  });

  it('a lesson’s kind, free preview, notes and title are edited; a video keeps its media key', async () => {
    const { classId, outline } = await twoByTwo();
    const [[, [a]]] = ids(outline);
    await t.db.query("UPDATE lessons SET media_key = 'seed/clip-1.mp4' WHERE id = $1", [a]);
    const res = await patch(`${base(classId)}/lessons/${a}`, {
      title: '새 제목',
      free_preview: true,
      notes: '준비물: 실\n바늘',
    });
    assert.equal(res.status, 200, res.text);
    const lesson = res.body.data.sections[0].lessons[0];
    assert.deepEqual(
      [lesson.title, lesson.free_preview, lesson.notes, lesson.has_video],
      ['새 제목', true, '준비물: 실\n바늘', true],
    );
    assert.equal((await patch(`${base(classId)}/lessons/${a}`, { kind: 'audio' })).status, 400);
    assert.equal((await patch(`${base(classId)}/lessons/${a}`, {})).status, 400);
    assert.equal((await patch(`${base(classId)}/lessons/${a}`, { title: '' })).status, 400);
    assert.equal((await patch(`${base(classId)}/lessons/${a}`, { duration_sec: -1 })).status, 400);
  });

  it('refuses another class’s lesson or section (400) and unknown ones (404)', async () => {
    const one = await twoByTwo();
    const two = await twoByTwo();
    const [[s1, [a]]] = ids(one.outline);
    const other = base(two.classId);
    assert.equal((await patch(`${other}/lessons/${a}`, { title: '남의 강의' })).status, 400);
    assert.equal((await coach().delete(`${other}/lessons/${a}`)).status, 400);
    const moved = await coach().post(`${other}/lessons`, {
      section_id: s1,
      title: '섞기',
      kind: 'text',
    });
    assert.equal(moved.status, 400);
    assert.equal(moved.body.message, msg.studioSectionNotInClass);
    assert.equal((await coach().delete(`${other}/sections/${s1}`)).status, 400);
    assert.equal((await coach().delete(`${other}/lessons/99999999`)).status, 404);
    assert.deepEqual(await count(one.classId), { curriculum_cnt: 4, lessons: 4 });
  });

  it('a class on sale keeps at least one lesson (409)', async () => {
    const c = await publishedClass(t, { title: '마지막강의로봇 클래스' });
    const outline = (await coach().get(`${base(c.class_id)}/curriculum`)).body.data;
    const [[sectionId, [lessonId]]] = ids(outline);
    const res = await coach().delete(`${base(c.class_id)}/lessons/${lessonId}`);
    assert.equal(res.status, 409);
    assert.equal(res.body.message, msg.studioPublishedNeedsLesson);
    assert.equal((await coach().delete(`${base(c.class_id)}/sections/${sectionId}`)).status, 409);
    assert.deepEqual(await count(c.class_id), { curriculum_cnt: 1, lessons: 1 });
  });

  it('lessons added at once are numbered one at a time', async () => {
    const c = await createDraft(t);
    const s = (await coach().post(`${base(c.class_id)}/sections`, { title: '동시' })).body.data;
    const sectionId = s.sections[0].section_id;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        coach().post(`${base(c.class_id)}/lessons`, {
          section_id: sectionId,
          title: `강의 ${i}`,
          kind: 'text',
        }),
      ),
    );
    for (const r of results) assert.equal(r.status, 200, r.text);
    const outline = (await coach().get(`${base(c.class_id)}/curriculum`)).body.data;
    assert.deepEqual(
      outline.sections[0].lessons.map((l: Loose) => l.seq),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    assert.deepEqual(await count(c.class_id), { curriculum_cnt: 10, lessons: 10 });
  });
});

describe('order', () => {
  it('takes the whole outline: sections swapped, a lesson moved across (drag or move up/down)', async () => {
    const { classId, outline } = await twoByTwo();
    const [[s1, [a, b]], [s2, [c, d]]] = ids(outline);
    const res = await coach().put(`${base(classId)}/curriculum/order`, {
      sections: [
        { section_id: s2, lesson_ids: [d, a, c] },
        { section_id: s1, lesson_ids: [b] },
      ],
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(ids(res.body.data), [
      [s2, [d, a, c]],
      [s1, [b]],
    ]);
    // The class page and the classroom read the same order.
    const page = await coach().get('/class-summary', { query: { class_id: classId } });
    assert.deepEqual(
      page.body.data.curriculum.map((l: Loose) => l.curriculum_id),
      [d, a, c, b],
    );
    const room = await coach().get(`/new/classroom/${classId}`);
    assert.deepEqual(
      room.body.data.sections.flatMap((s: Loose) => s.lessons.map((l: Loose) => l.lesson_id)),
      [d, a, c, b],
    );
  });

  it('refuses a stale or foreign outline (409) and changes nothing', async () => {
    const { classId, outline } = await twoByTwo();
    const foreign = await twoByTwo();
    const [[s1, [a, b]], [s2, [c, d]]] = ids(outline);
    const [[, [x]]] = ids(foreign.outline);
    const order = (sections: Loose) =>
      coach().put(`${base(classId)}/curriculum/order`, { sections });
    for (const sections of [
      [{ section_id: s1, lesson_ids: [a, b, c, d] }],
      [
        { section_id: s1, lesson_ids: [a, b, c] },
        { section_id: s2, lesson_ids: [] },
      ],
      [
        { section_id: s1, lesson_ids: [a, a, b] },
        { section_id: s2, lesson_ids: [c, d] },
      ],
      [
        { section_id: s1, lesson_ids: [a, b, x] },
        { section_id: s2, lesson_ids: [c] },
      ],
    ]) {
      const res = await order(sections);
      assert.equal(res.status, 409, JSON.stringify(sections));
      assert.equal(res.body.message, msg.studioOrderMismatch);
    }
    const now = (await coach().get(`${base(classId)}/curriculum`)).body.data;
    assert.deepEqual(ids(now), ids(outline));
    assert.equal((await order('x')).status, 400);
  });
});

describe('captions', () => {
  const upload = (classId: number, lessonId: number, text: string | Buffer, field = 'captions') => {
    const form = new FormData();
    form.append(field, new Blob([text]), 'ko.vtt');
    return coach().request('PUT', `${base(classId)}/lessons/${lessonId}/captions`, undefined, {
      raw: form,
    });
  };
  const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\n안녕하세요\n';

  it('a WebVTT file is kept and served to the class’s members through the lesson answer', async () => {
    const { classId, outline } = await twoByTwo();
    const [[, [a]]] = ids(outline);
    const res = await upload(classId, a, VTT);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.sections[0].lessons[0].has_captions, true);
    const lesson = await coach().get(`/new/classroom/${classId}/lessons/${a}`);
    assert.equal(lesson.status, 200, lesson.text);
    const url = String(lesson.body.data.captions[0].url).replace(t.config.publicBase, '');
    const file = await t.client().get(url);
    assert.equal(file.status, 200);
    assert.match(file.headers.get('content-type') ?? '', /^text\/vtt/);
    assert.equal(file.text, VTT);
    const removed = await coach().delete(`${base(classId)}/lessons/${a}/captions`);
    assert.equal(removed.body.data.sections[0].lessons[0].has_captions, false);
  });

  it('refuses what is not WebVTT (415), too large (413), no file (400), another coach (403)', async () => {
    const { classId, outline } = await twoByTwo();
    const [[, [a]]] = ids(outline);
    for (const bad of ['1\n00:00.000 --> 00:01.000\nSRT', 'WEBVTTX\n', '<script>x</script>'])
      assert.equal((await upload(classId, a, bad)).status, 415, bad);
    assert.equal((await upload(classId, a, Buffer.from([0x57, 0x45, 0xff, 0xfe]))).status, 415);
    assert.equal((await upload(classId, a, `WEBVTT\n\n${'가'.repeat(200_000)}`)).status, 413);
    assert.equal((await upload(classId, a, VTT, 'photo')).status, 400);
    const { otherCoach } = await people(t);
    const form = new FormData();
    form.append('captions', new Blob([VTT]), 'ko.vtt');
    const foreign = await t
      .as(otherCoach)
      .request('PUT', `${base(classId)}/lessons/${a}/captions`, undefined, { raw: form });
    assert.equal(foreign.status, 403);
    const [row] = await t.db.query<{ captions_key: string | null }>(
      'SELECT captions_key FROM lessons WHERE id = $1',
      [a],
    );
    assert.equal(row!.captions_key, null);
  });
});

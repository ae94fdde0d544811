import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEARNERS, startTestApp, type Loose, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const search = (body: Loose, userId?: number, client = t.client()) =>
  client.post(`/rec/api/v2/class/search${userId ? `/${userId}` : ''}`, body);

describe('class search (POST /rec/api/v2/class/search[/userId])', () => {
  it('finds Korean keywords in names, with total_length and a slice [start, end)', async () => {
    const res = await search({ keyword: '아이패드', start: 0, end: 10 });
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.ok(d.total_length >= 5);
    assert.ok(d.list.length <= 10);
    assert.equal(d.list[0].class_name.includes('아이패드'), true);
    const next = await search({ keyword: '아이패드', start: 2, end: 4 });
    assert.deepEqual(
      next.body.data.list.map((c: Loose) => c.class_id),
      d.list.slice(2, 4).map((c: Loose) => c.class_id),
    );
  });

  it('defaults to match_score: an exact name match comes first', async () => {
    const res = await search({ keyword: '30일 완성 엑셀 실무', start: 0, end: 5 });
    assert.equal(res.body.data.order, 'match_score');
    assert.equal(res.body.data.list[0].class_name, '30일 완성 엑셀 실무');
  });

  it('matches category, coach name and keywords, every token (AND)', async () => {
    const byCategory = await search({ keyword: '요리·베이킹', start: 0, end: 50 });
    assert.ok(byCategory.body.data.total_length >= 20);
    const byCoach = await search({ keyword: '이코치', start: 0, end: 50 });
    assert.ok(byCoach.body.data.total_length >= 5);
    assert.ok(byCoach.body.data.list.every((c: Loose) => c.coach_name === '이코치'));
    const both = await search({ keyword: '엑셀 이코치', start: 0, end: 50 });
    assert.ok(both.body.data.list.every((c: Loose) => c.coach_name === '이코치'));
    assert.ok(both.body.data.total_length < byCoach.body.data.total_length);
    const hash = await search({ keyword: '#엑셀', start: 0, end: 5 });
    assert.ok(hash.body.data.total_length > 0);
  });

  it('sorts by the documented orders', async () => {
    const base = { keyword: '드로잉', start: 0, end: 50 };
    const pop = (await search({ ...base, order: 'popular' })).body.data.list.map(
      (c: Loose) => c.signup_cnt,
    );
    assert.deepEqual(
      pop,
      [...pop].sort((a: number, b: number) => b - a),
    );
    const low = (await search({ ...base, order: 'price_low' })).body.data.list.map(
      (c: Loose) => c.payment,
    );
    assert.deepEqual(
      low,
      [...low].sort((a: number, b: number) => a - b),
    );
    const high = (await search({ ...base, order: 'price_high' })).body.data.list.map(
      (c: Loose) => c.payment,
    );
    assert.deepEqual(
      high,
      [...high].sort((a: number, b: number) => b - a),
    );
    const rating = (await search({ ...base, order: 'rating' })).body.data.list.map(
      (c: Loose) => c.review_score,
    );
    assert.deepEqual(
      rating,
      [...rating].sort((a: number, b: number) => b - a),
    );
    for (const order of ['latest', 'review', 'discount'])
      assert.equal((await search({ ...base, order })).status, 200);
    assert.equal((await search({ ...base, order: 'random' })).status, 400);
  });

  it('caps a page at 50, rejects end <= start and bad types, and treats LIKE wildcards literally', async () => {
    const big = await search({ keyword: '', start: 0, end: 500 });
    assert.equal(big.body.data.list.length, 50);
    assert.ok(big.body.data.total_length >= 300);
    assert.equal((await search({ keyword: 'a', start: 5, end: 5 })).status, 400);
    assert.equal((await search({ keyword: 'a', start: -1, end: 5 })).status, 400);
    assert.equal((await search({ keyword: { $ne: 1 }, start: 0, end: 5 })).status, 400);
    assert.equal((await search({ keyword: '%', start: 0, end: 5 })).body.data.total_length, 0);
    assert.equal(
      (await search({ keyword: "' OR 1=1 --", start: 0, end: 5 })).body.data.total_length,
      0,
    );
    const far = await search({ keyword: '엑셀', start: 10000, end: 10010 });
    assert.equal(far.status, 200);
    assert.deepEqual(far.body.data.list, []);
  });

  it('a signed-in search records a recent keyword; a search for someone else does not', async () => {
    const me = t.as(LEARNERS[3]!);
    await search({ keyword: '  수채화  ', start: 0, end: 5 }, LEARNERS[3], me);
    await search({ keyword: '캔들', start: 0, end: 5 }, LEARNERS[3], me);
    await search({ keyword: '수채화', start: 0, end: 5 }, LEARNERS[3], me);
    await search({ keyword: '몰래', start: 0, end: 5 }, LEARNERS[4], me);
    const recent = await me.get(`/rec/api/v1/log/search/${LEARNERS[3]}`);
    assert.equal(recent.status, 200);
    assert.deepEqual(
      recent.body.data.list.map((k: Loose) => k.keyword),
      ['수채화', '캔들'],
    );
    assert.equal(
      (await t.as(LEARNERS[4]!).get(`/rec/api/v1/log/search/${LEARNERS[4]}`)).body.data.list.length,
      0,
    );
  });
});

describe('recent keywords', () => {
  it("lists the demo learner's keywords newest first, deletes one and all", async () => {
    const c = t.as(1);
    const list = (await c.get('/rec/api/v1/log/search/1')).body.data.list;
    assert.ok(list.length >= 5);
    assert.ok(list.every((k: Loose) => typeof k.id === 'number' && typeof k.keyword === 'string'));
    const del = await c.delete(`/rec/api/v1/log/search/1/${list[0].id}`);
    assert.equal(del.status, 200);
    assert.equal((await c.delete(`/rec/api/v1/log/search/1/${list[0].id}`)).status, 404);
    const after = (await c.get('/rec/api/v1/log/search/1')).body.data.list;
    assert.equal(after.length, list.length - 1);
    assert.equal((await c.delete('/rec/api/v1/log/search/1')).status, 200);
    assert.equal((await c.get('/rec/api/v1/log/search/1')).body.data.list.length, 0);
  });

  it("401 signed out, 470 bad token, 403 for another user's list", async () => {
    assert.equal((await t.client().get('/rec/api/v1/log/search/1')).status, 401);
    const bad = t.client();
    bad.token = 'garbage';
    assert.equal((await bad.get('/rec/api/v1/log/search/1')).status, 470);
    assert.equal((await t.as(2).get('/rec/api/v1/log/search/1')).status, 403);
    assert.equal((await t.as(2).delete('/rec/api/v1/log/search/1')).status, 403);
  });
});

describe('suggestions and rank', () => {
  it('search_suggest answers data_list [{key}] with prefix matches first', async () => {
    const res = await t.client().post('/rec/api/v1/class/search_suggest', { keyword: '엑셀' });
    assert.equal(res.status, 200);
    const keys = res.body.data.data_list.map((s: Loose) => s.key);
    assert.ok(keys.length > 0 && keys.length <= 10);
    assert.ok(keys.every((k: string) => k.includes('엑셀')));
    assert.ok(keys[0].startsWith('엑셀'));
    const contains = await t
      .client()
      .post('/rec/api/v1/class/search_suggest', { keyword: '드로잉' });
    assert.ok(contains.body.data.data_list.some((s: Loose) => !s.key.startsWith('드로잉')));
  });

  it('matches initial consonants (ㅇㅅ → 엑셀) and answers empty for blank input', async () => {
    const res = await t.client().post('/rec/api/v1/class/search_suggest', { keyword: 'ㅇㅅ' });
    assert.ok(res.body.data.data_list.some((s: Loose) => s.key.startsWith('엑셀')));
    const blank = await t.client().post('/rec/api/v1/class/search_suggest', { keyword: '   ' });
    assert.deepEqual(blank.body.data.data_list, []);
    const form = await t.client().form('/rec/api/v1/class/search_suggest', { keyword: '요가' });
    assert.ok(form.body.data.data_list.length > 0);
    assert.equal(
      (await t.client().post('/rec/api/v1/class/search_suggest', { keyword: 'x'.repeat(101) }))
        .status,
      400,
    );
  });

  it('search_rank answers search_list [{rank, keyword}], and searches move keywords up', async () => {
    const res = await t.client().get('/rec/api/v1/search_rank');
    assert.equal(res.status, 200);
    const list = res.body.data.search_list;
    assert.equal(list.length, 10);
    assert.deepEqual(
      list.map((e: Loose) => e.rank),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    const last = list[9].keyword;
    const top = (
      await t.db.query<{ score: number }>('SELECT MAX(score)::int AS score FROM popular_keywords')
    )[0]!.score;
    await t.db.query('UPDATE popular_keywords SET score = $1 WHERE keyword = $2', [top - 1, last]);
    // Two clients (one client's searches of a keyword count once an hour).
    await search({ keyword: last, start: 0, end: 1 }, undefined, t.client('127.0.5.1'));
    await search({ keyword: last, start: 0, end: 1 }, undefined, t.client('127.0.5.2'));
    const now = (await t.client().get('/rec/api/v1/search_rank')).body.data.search_list;
    assert.equal(now[0].keyword, last);
  });
});

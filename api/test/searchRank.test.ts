// Issue #33, item 8: one client cannot push a keyword up search_rank, and an acknowledged search
// is counted (written before the answer, not buffered in memory).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { looseLimits, startTestApp, type Client, type TestApp } from './helpers.ts';

const RANK_MAX = 3;
let t: TestApp;
before(async () => {
  t = await startTestApp({
    limits: { ...looseLimits, searchRankClient: { max: RANK_MAX, windowMs: 10 * 60 * 1000 } },
  });
});
after(() => t.close());

const search = (c: Client, keyword: string, userId?: number) =>
  c.post(`/rec/api/v2/class/search${userId ? `/${userId}` : ''}`, { keyword, start: 0, end: 5 });

/** The keyword's score as stored (0 when absent): read from the database, not through the API. */
async function score(keyword: string): Promise<number> {
  const rows = await t.db.query<{ score: number }>(
    'SELECT score FROM popular_keywords WHERE keyword = $1',
    [keyword],
  );
  return rows[0]?.score ?? 0;
}

describe('search_rank counts a keyword once per client and per member', () => {
  it('50 searches by one anonymous client (20 of them at once) count once', async () => {
    const before = await score('엑셀');
    const c = t.client('127.0.4.1');
    const answers = await Promise.all(Array.from({ length: 20 }, () => search(c, '엑셀')));
    for (let i = 0; i < 30; i++) answers.push(await search(c, '엑셀'));
    assert.ok(answers.every((r) => r.status === 200 && r.body.data.total_length > 0));
    assert.equal(await score('엑셀'), before + 1);
    // Another client counts, once.
    await search(t.client('127.0.4.2'), '엑셀');
    await search(t.client('127.0.4.2'), '엑셀');
    assert.equal(await score('엑셀'), before + 2);
  });

  it('a member counts once from any address', async () => {
    const before = await score('드로잉');
    for (const ip of ['127.0.4.3', '127.0.4.4', '127.0.4.5']) {
      const c = t.client(ip);
      const member = t.as(60);
      c.token = await member.pending!.then(() => member.token);
      assert.equal((await search(c, '드로잉', 60)).status, 200);
    }
    assert.equal(await score('드로잉'), before + 1);
  });

  it(`a client adds at most ${RANK_MAX} searches per window; the rest are answered, not counted`, async () => {
    const keywords = ['요가', '베이킹', '아이패드', '영어', '주식'];
    const before = await Promise.all(keywords.map(score));
    const c = t.client('127.0.4.6');
    for (const k of keywords) {
      const res = await search(c, k);
      assert.equal(res.status, 200);
      assert.ok(res.body.data.total_length > 0, k);
    }
    const after = await Promise.all(keywords.map(score));
    assert.deepEqual(
      after.map((n, i) => n - before[i]!),
      [1, 1, 1, 0, 0],
    );
  });

  it('an answered search is already counted in the database (nothing waits in memory)', async () => {
    const before = await score('마케팅');
    const res = await search(t.client('127.0.4.7'), '마케팅');
    assert.ok(res.body.data.total_length > 0);
    assert.equal(await score('마케팅'), before + 1);
  });
});

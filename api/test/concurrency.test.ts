// Racing relation changes (issue 17, item 7). On PostgreSQL, A following B while B follows A, a
// block racing a follow, and a withdrawal racing follows used to lock the two users' rows in
// opposite orders and deadlock (a 500). They now lock in id order (db/locks.ts). Runs on both
// databases; it matters on PostgreSQL (`pnpm --filter @baeum/api test:pg`), where requests really
// run in parallel.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEARNERS, startTestApp, type Res, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const ROUNDS = 20;

/** Users whose follower/following counters differ from the follow rows (active users only). */
async function wrongCounters(ids: readonly number[]) {
  return t.db.query<{ id: number }>(
    `SELECT u.id FROM users u
     WHERE u.id = ANY($1::int[]) AND u.status = 'active' AND (
       u.follower_cnt <> (SELECT COUNT(*) FROM follows f WHERE f.followee_id = u.id) OR
       u.following_cnt <> (SELECT COUNT(*) FROM follows f WHERE f.follower_id = u.id))`,
    [ids],
  );
}

function statuses(answers: Res[]): number[] {
  return answers.map((a) => a.status);
}

function assertNo500(answers: Res[], allowed: number[]) {
  for (const a of answers) assert.ok(allowed.includes(a.status), `${a.status} ${a.text}`);
}

describe(`racing relation changes never answer 500 and keep the counters exact (${ROUNDS} rounds each)`, () => {
  it('A follows B while B follows A; then both unfollow at once', async () => {
    const [a, b] = [LEARNERS[300]!, LEARNERS[301]!];
    const ca = t.as(a);
    const cb = t.as(b);
    for (let i = 0; i < ROUNDS; i++) {
      const on = await Promise.all([ca.post(`/friend/${b}`, {}), cb.post(`/friend/${a}`, {})]);
      assert.deepEqual(statuses(on), [200, 200]);
      const off = await Promise.all([
        ca.post(`/friend/${b}`, { mode: 'delete' }),
        cb.post(`/friend/${a}`, { mode: 'delete' }),
      ]);
      assert.deepEqual(statuses(off), [200, 200]);
    }
    assert.deepEqual(await wrongCounters([a, b]), []);
  });

  it('A blocks B while B follows A (and A follows B)', async () => {
    const [a, b] = [LEARNERS[310]!, LEARNERS[311]!];
    const ca = t.as(a);
    const cb = t.as(b);
    for (let i = 0; i < ROUNDS; i++) {
      const answers = await Promise.all([
        ca.post(`/poorUser/${b}`, {}),
        cb.post(`/friend/${a}`, {}),
        ca.post(`/friend/${b}`, {}),
      ]);
      // 403: the follow came after the block (a block stops follows both ways, #33).
      assertNo500(answers, [200, 403]);
      const between = await t.db.query(
        'SELECT 1 FROM follows WHERE follower_id IN ($1, $2) AND followee_id IN ($1, $2)',
        [a, b],
      );
      assert.equal(between.length, 0, 'no follow outlives or slips past the block');
      const undo = await Promise.all([
        ca.post(`/poorUser/${b}`, { mode: 'delete' }),
        cb.post(`/friend/${a}`, { mode: 'delete' }),
        ca.post(`/friend/${b}`, { mode: 'delete' }),
      ]);
      assertNo500(undo, [200]);
      assert.deepEqual(await wrongCounters([a, b]), []);
    }
  });

  it('a withdrawal racing follows, unfollows and blocks of the withdrawing member', async () => {
    const involved: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const w = LEARNERS[320 + i]!;
      const others = Array.from({ length: 6 }, (_, k) => LEARNERS[360 + ((i + k) % 40)]!);
      involved.push(w, ...others);
      // Some follow the member already, and the member follows some.
      for (const o of others.slice(0, 2))
        assert.equal((await t.as(o).post(`/friend/${w}`, {})).status, 200);
      assert.equal((await t.as(w).post(`/friend/${others[5]}`, {})).status, 200);
      const member = t.as(w);
      const answers = await Promise.all([
        member.post('/withdrawal', {}),
        t.as(others[0]!).post(`/friend/${w}`, { mode: 'delete' }),
        t.as(others[2]!).post(`/friend/${w}`, {}),
        t.as(others[3]!).post(`/friend/${w}`, {}),
        t.as(others[4]!).post(`/poorUser/${w}`, {}),
        member.post(`/friend/${others[4]}`, {}),
        t.as(others[5]!).post(`/friend/${w}`, {}),
      ]);
      // 404: the member had already gone; 470: the member's own follow after the withdrawal;
      // 403: the member's follow of others[4] after others[4] blocked the member.
      assertNo500(answers, [200, 403, 404, 470]);
      assert.equal(answers[0]!.status, 200);
      const left = await t.db.query(
        'SELECT 1 FROM follows WHERE follower_id = $1 OR followee_id = $1',
        [w],
      );
      assert.equal(left.length, 0, 'no follow of a withdrawn member is left');
    }
    assert.deepEqual(await wrongCounters(involved), []);
  });
});

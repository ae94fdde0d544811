// Business rules that cannot be gamed (issue #33, items 2, 4 and 9): a closed class is not sold
// nor newly reviewed by outsiders; a block (either way) stops follows, replies, likes and
// notifications; nobody buys, reviews, likes or reports their own content.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { DEMO, LEARNERS, startTestApp, type Res, type TestApp } from './helpers.ts';
import { msg } from '../src/messages.ts';
import { createNotification } from '../src/services/notifications.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const APPROVED = '4242424242424242';
const pay = (userId: number, classId: number) =>
  t.as(userId).post('/payment/test', {
    class_id: classId,
    idempotency_key: randomUUID(),
    card_number: APPROVED,
  });
const review = (userId: number, classId: number) =>
  t.as(userId).post(`/review/class/${classId}`, { score: 5, pros_content: '정말 좋아요' });

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const rows = await t.db.query<T>(sql, params);
  assert.ok(rows[0], sql);
  return rows[0];
}
const count = async (sql: string, params: unknown[]) =>
  (await one<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${sql}`, params)).n;

function refused(res: Res, status: number, message: string) {
  assert.equal(res.status, status, res.text);
  assert.equal(res.body.code, status);
  assert.equal(res.body.message, message);
}

/** A class of `flag` ('Y' open, 'N' closed) that `userId` does not take and does not coach. */
const classFor = async (userId: number, flag: 'Y' | 'N') =>
  (
    await one<{ id: number }>(
      `SELECT c.id FROM classes c WHERE c.open_flag = $2 AND c.coach_id <> $1
       AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $1 AND e.class_id = c.id)
       ORDER BY c.id LIMIT 1`,
      [userId, flag],
    )
  ).id;

describe('a closed class is not sold (item 2)', () => {
  it('payment of a closed class: 409, no enrolment, no payment', async () => {
    const learner = LEARNERS[10]!;
    const closed = await classFor(learner, 'N');
    refused(await pay(learner, closed), 409, msg.classClosed);
    assert.equal(
      await count('enrollments WHERE user_id = $1 AND class_id = $2', [learner, closed]),
      0,
    );
    assert.equal(
      await count('payments WHERE user_id = $1 AND class_id = $2', [learner, closed]),
      0,
    );
  });

  it('the price of a closed class (biz/discount): 409', async () => {
    const closed = await classFor(LEARNERS[10]!, 'N');
    refused(await t.client().post('/biz/discount', { class_id: closed }), 409, msg.classClosed);
  });

  it('a new review of a closed class by someone not enrolled: 409', async () => {
    const learner = LEARNERS[11]!;
    const closed = await classFor(learner, 'N');
    refused(await review(learner, closed), 409, msg.classClosed);
    assert.equal(await count('reviews WHERE user_id = $1 AND class_id = $2', [learner, closed]), 0);
  });

  it('a learner of a class closed after the purchase still reviews it', async () => {
    const learner = LEARNERS[12]!;
    const classId = await classFor(learner, 'Y');
    assert.equal((await pay(learner, classId)).status, 200);
    await t.db.query("UPDATE classes SET open_flag = 'N' WHERE id = $1", [classId]);
    try {
      assert.equal((await review(learner, classId)).status, 200);
    } finally {
      await t.db.query("UPDATE classes SET open_flag = 'Y' WHERE id = $1", [classId]);
    }
  });
});

describe('a block stops both members (item 4)', () => {
  // A blocks B; every action is tried by B on A (blocked) and by A on B (blocker).
  const A = LEARNERS[200]!;
  const B = LEARNERS[201]!;
  const C = LEARNERS[202]!;
  const post = async (userId: number) =>
    (await t.as(userId).form('/app_comment', { content: '오늘 배운 것' })).body.data
      .comment_id as number;
  const notes = (userId: number) => count('notifications WHERE user_id = $1', [userId]);
  let postOfA = 0;
  let postOfB = 0;
  let likedBefore = 0;
  before(async () => {
    postOfA = await post(A);
    postOfB = await post(B);
    // A liked B's post before the block (taking it back stays possible).
    likedBefore = await post(B);
    assert.equal((await t.as(A).post('/squareLike', { comment_id: likedBefore })).status, 200);
    assert.equal((await t.as(A).form(`/poorUser/${B}`, {})).status, 200);
  });

  it('follow: 403 both ways, no follow and no notification', async () => {
    const [na, nb] = [await notes(A), await notes(B)];
    refused(await t.as(B).form(`/friend/${A}`, {}), 403, msg.blockedBetween);
    refused(await t.as(A).form(`/friend/${B}`, {}), 403, msg.blockedBetween);
    const sql =
      '(SELECT 1 FROM follows WHERE follower_id IN ($1, $2) AND followee_id IN ($1, $2)) f';
    assert.equal(await count(sql, [A, B]), 0);
    assert.deepEqual([await notes(A), await notes(B)], [na, nb]);
  });

  it('reply to a post: 403 both ways, no reply and no notification', async () => {
    const [na, nb] = [await notes(A), await notes(B)];
    refused(
      await t.as(B).form(`/squareComment/${postOfA}`, { content: '댓글' }),
      403,
      msg.blockedBetween,
    );
    refused(
      await t.as(A).form(`/squareComment/${postOfB}`, { content: '댓글' }),
      403,
      msg.blockedBetween,
    );
    assert.equal(await count('comments WHERE parent_id IN ($1, $2)', [postOfA, postOfB]), 0);
    assert.deepEqual([await notes(A), await notes(B)], [na, nb]);
  });

  it("reply to a reply: 403 when the replied-to member or the post's author is on the other side", async () => {
    const postOfC = await post(C);
    const replyOfA = await t.as(A).form(`/squareComment/${postOfC}`, { content: '답글' });
    assert.equal(replyOfA.status, 200);
    const replyOfC = await t.as(C).form(`/squareComment/${postOfA}`, { content: '답글' });
    assert.equal(replyOfC.status, 200);
    const na = await notes(A);
    for (const target of [replyOfA.body.data.comment_id, replyOfC.body.data.comment_id])
      refused(
        await t.as(B).form(`/squareComment/${target}`, { content: '끼어들기' }),
        403,
        msg.blockedBetween,
      );
    assert.equal(
      await count('comments WHERE user_id = $1 AND parent_id IN ($2, $3)', [B, postOfC, postOfA]),
      0,
    );
    assert.equal(await notes(A), na);
  });

  it('like of a post: 403 both ways; a like given before the block can be taken back', async () => {
    refused(await t.as(B).post('/squareLike', { comment_id: postOfA }), 403, msg.blockedBetween);
    refused(await t.as(A).post('/squareLike', { comment_id: postOfB }), 403, msg.blockedBetween);
    assert.equal(await count('comment_likes WHERE comment_id IN ($1, $2)', [postOfA, postOfB]), 0);
    const back = await t.as(A).post('/squareLike', { comment_id: likedBefore });
    assert.equal(back.status, 200);
    assert.equal(back.body.data.like_yn, 'N');
  });

  it('helpful on a review: 403 both ways', async () => {
    const classId = await classFor(B, 'Y');
    assert.equal((await pay(B, classId)).status, 200);
    const reviewOfB = (await review(B, classId)).body.data.review_id;
    refused(
      await t.as(A).post('/squareLike', { comment_id: reviewOfB, type: 'review' }),
      403,
      msg.blockedBetween,
    );
    await t.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [B, C]);
    refused(
      await t.as(C).post('/squareLike', { comment_id: reviewOfB, type: 'review' }),
      403,
      msg.blockedBetween,
    );
    assert.equal(await count('review_helpful WHERE review_id = $1', [reviewOfB]), 0);
  });

  it('notifications are never made between them, whichever way (services/notifications.ts)', async () => {
    const notice = { pushType: 2, title: '새 댓글', content: '테스트', link: '/', image: '' };
    const made = async (from: number, to: number) =>
      (await createNotification(t.db, { ...notice, userId: to, actorId: from })) !== null;
    assert.equal(await made(B, A), false);
    assert.equal(await made(A, B), false);
    assert.equal(await made(A, A), false);
    assert.equal(await made(C, A), true);
  });
});

describe('nobody promotes their own content (item 9)', () => {
  const coach = DEMO.coach.id;
  const ownClass = async () =>
    (
      await one<{ id: number }>(
        "SELECT id FROM classes WHERE coach_id = $1 AND open_flag = 'Y' ORDER BY id LIMIT 1",
        [coach],
      )
    ).id;

  it('a coach buying their own class: 409, no enrolment', async () => {
    const classId = await ownClass();
    refused(await pay(coach, classId), 409, msg.ownClassPurchase);
    assert.equal(
      await count('enrollments WHERE user_id = $1 AND class_id = $2', [coach, classId]),
      0,
    );
  });

  it('a coach reviewing their own class (even when enrolled): 409, no points, rating unchanged', async () => {
    const classId = await ownClass();
    // An enrolment of the coach (as older data may hold) gives no right to review.
    await t.db.query(
      'INSERT INTO enrollments (user_id, class_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [coach, classId],
    );
    const before = await one<{ review_cnt: number; review_sum: number }>(
      'SELECT review_cnt, review_sum FROM classes WHERE id = $1',
      [classId],
    );
    const points = await count("points WHERE user_id = $1 AND kind = 'review'", [coach]);
    refused(await review(coach, classId), 409, msg.ownClassReview);
    assert.deepEqual(
      await one('SELECT review_cnt, review_sum FROM classes WHERE id = $1', [classId]),
      before,
    );
    assert.equal(await count("points WHERE user_id = $1 AND kind = 'review'", [coach]), points);
  });

  it('marking their own review helpful: 409', async () => {
    const r = await one<{ id: number; user_id: number }>(
      `SELECT id, user_id FROM reviews r WHERE NOT EXISTS
         (SELECT 1 FROM review_helpful h WHERE h.review_id = r.id AND h.user_id = r.user_id) ORDER BY id LIMIT 1`,
    );
    refused(
      await t.as(r.user_id).post('/squareLike', { comment_id: r.id, type: 'review' }),
      409,
      msg.ownReviewHelpful,
    );
    assert.equal(
      await count('review_helpful WHERE review_id = $1 AND user_id = $2', [r.id, r.user_id]),
      0,
    );
  });

  it('liking their own post: 409', async () => {
    const me = LEARNERS[220]!;
    const postId = (await t.as(me).form('/app_comment', { content: '내 글' })).body.data.comment_id;
    refused(await t.as(me).post('/squareLike', { comment_id: postId }), 409, msg.ownPostLike);
    assert.equal(await count('comment_likes WHERE comment_id = $1', [postId]), 0);
  });

  it('reporting their own post: 409', async () => {
    const me = LEARNERS[221]!;
    const postId = (await t.as(me).form('/app_comment', { content: '내 글' })).body.data.comment_id;
    refused(await t.as(me).post(`/poorFeed/${postId}`, { poor_flag: 'Y' }), 409, msg.ownPostReport);
    assert.equal(await count('comment_reports WHERE comment_id = $1', [postId]), 0);
  });
});

// Live notifications (issue 47): a notification made while the member's page is open reaches its
// stream (GET /api/v3/notify/stream, Server-Sent Events) — only once its transaction commits,
// replayed after a reconnect (Last-Event-ID), and across two API instances on one PostgreSQL.
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openPg } from '../src/db/pg.ts';
import type { Db } from '../src/db/types.ts';
import { createNotification, PUSH_TYPE } from '../src/services/notifications.ts';
import { msg } from '../src/messages.ts';
import { DEMO, isKoreanMessage, startTestApp, type Client, type TestApp } from './helpers.ts';
import { openSse, type SseEvent, type SseStream } from './sse.ts';

const STREAM = '/api/v3/notify/stream';
const COACH = DEMO.coach.id;
const PER_USER = 3;

let t: TestApp;
const streams: SseStream[] = [];
before(async () => {
  // A short heartbeat, so that its test does not wait the default 25 s.
  t = await startTestApp({ notifyStreamsPerUser: PER_USER, notifyHeartbeatMs: 200 });
});
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});
after(() => t.close());

/** Opens a stream for `c` on `base` (Bearer token), kept for closing at the end. */
async function stream(c: Client, base = t.base, headers: Record<string, string> = {}) {
  if (c.pending) await c.pending;
  const s = await openSse(`${base}${STREAM}`, { authorization: `Bearer ${c.token}`, ...headers });
  streams.push(s);
  return s;
}

const body = (e: SseEvent) =>
  JSON.parse(e.data) as {
    notification: { id: number; title: string; content: string; link: string; read_status: string };
    unread_count: number;
  };

/** A review of one of the demo coach's classes, not yet answered, by an active unblocked learner. */
async function openReview(): Promise<{ id: number; user_id: number }> {
  const [review] = await t.db.query<{ id: number; user_id: number }>(
    `SELECT r.id, r.user_id FROM reviews r JOIN classes c ON c.id = r.class_id
     JOIN users u ON u.id = r.user_id AND u.status = 'active'
     WHERE c.coach_id = $1 AND r.coach_reply IS NULL AND r.user_id <> $1
     AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = r.user_id AND b.blocked_id = $1)
                     OR (b.blocker_id = $1 AND b.blocked_id = r.user_id))
     AND NOT EXISTS (SELECT 1 FROM reviews r2 WHERE r2.user_id = r.user_id AND r2.id < r.id
                     AND r2.coach_reply IS NULL AND r2.class_id IN (SELECT id FROM classes WHERE coach_id = $1))
     ORDER BY r.id LIMIT 1`,
    [COACH],
  );
  assert.ok(review, 'a review to answer');
  return review;
}

const notice = (userId: number, content: string) => ({
  userId,
  pushType: PUSH_TYPE.notice,
  title: '테스트 알림',
  content,
  link: '/',
});

describe('the notification stream', () => {
  it('refuses a caller without a credential (401) and a forged ticket (470), in Korean', async () => {
    const none = await openSse(`${t.base}${STREAM}`);
    assert.equal(none.status, 401);
    assert.equal(JSON.parse(none.text).message, msg.loginRequired);
    const forged = await openSse(`${t.base}${STREAM}?ticket=v2.abc.def`);
    assert.equal(forged.status, 470);
    assert.ok(isKoreanMessage(JSON.parse(forged.text).message));
  });

  it("a coach's reply to a review reaches the learner's open stream, with the new unread count", async () => {
    const review = await openReview();
    const learner = t.as(review.user_id);
    const s = await stream(learner);
    assert.equal(s.status, 200);
    assert.match(s.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(s.headers.get('x-accel-buffering'), 'no');
    const ready = JSON.parse((await s.next(['ready'])).data) as { unread_count: number };

    const reply = await t.as(COACH).post(`/studio/review/${review.id}/reply`, {
      content: '들어주셔서 감사해요!',
    });
    assert.equal(reply.status, 200, reply.text);
    const ev = await s.next();
    const data = body(ev);
    assert.equal(data.notification.title, msg.reviewReplyTitle);
    assert.match(data.notification.link, new RegExp(`/review/${review.id}$`));
    assert.equal(ev.id, String(data.notification.id));
    assert.equal(data.unread_count, ready.unread_count + 1);
    // The same count the badge's newsCount answers.
    const news = await learner.get('/newsCount');
    assert.equal(news.body.data.news_unread_count, data.unread_count);
  });

  it('an open stream gets heartbeat comments (proxies keep it open)', async () => {
    const s = await stream(t.as(DEMO.learner.id));
    await s.heartbeat();
    assert.ok(s.comments > 0);
  });

  it('a rolled-back cause sends nothing; the next committed one comes next', async () => {
    const s = await stream(t.as(DEMO.learner.id));
    await s.next(['ready']);
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await createNotification(tx, notice(DEMO.learner.id, '되돌려진 알림'));
        throw new Error('rollback');
      }),
      /rollback/,
    );
    await createNotification(t.db, notice(DEMO.learner.id, '남는 알림'));
    assert.equal(body(await s.next()).notification.content, '남는 알림');
  });

  it('a reconnect with Last-Event-ID replays what was made meanwhile, in order', async () => {
    const learner = t.as(DEMO.learner.id);
    const first = await stream(learner);
    await first.next(['ready']);
    await createNotification(t.db, notice(DEMO.learner.id, '연결 중'));
    const seen = await first.next();
    first.close();
    const a = await createNotification(t.db, notice(DEMO.learner.id, '끊긴 사이 1'));
    const b = await createNotification(t.db, notice(DEMO.learner.id, '끊긴 사이 2'));
    const again = await stream(learner, t.base, { 'last-event-id': seen.id! });
    const got = [await again.next(), await again.next()];
    assert.deepEqual(
      got.map((e) => [Number(e.id), body(e).notification.content]),
      [
        [a, '끊긴 사이 1'],
        [b, '끊긴 사이 2'],
      ],
    );
  });

  it('EventSource signs in with a one-minute ticket (no token in the URL); last_event_id replays', async () => {
    const learner = t.as(DEMO.learner.id);
    const ticket = await learner.post('/api/v3/notify/ticket');
    assert.equal(ticket.status, 200, ticket.text);
    const since = await createNotification(t.db, notice(DEMO.learner.id, '티켓 전'));
    const made = await createNotification(t.db, notice(DEMO.learner.id, '티켓 후'));
    const s = await openSse(
      `${t.base}${STREAM}?ticket=${encodeURIComponent(ticket.body.data.ticket)}&last_event_id=${since}`,
    );
    streams.push(s);
    assert.equal(s.status, 200, s.text);
    const ev = await s.next();
    assert.equal(Number(ev.id), made);
    // A ticket is only a ticket: it is not accepted as a Bearer token.
    const asBearer = t.client();
    asBearer.token = ticket.body.data.ticket;
    assert.equal((await asBearer.get('/newsCount')).status, 470);
  });

  it('a like, a reply to a reply and a follow reach the member they concern (once per like)', async () => {
    const [post] = await t.db.query<{ id: number }>(
      'SELECT id FROM comments WHERE user_id = $1 AND parent_id IS NULL AND visible ORDER BY id LIMIT 1',
      [DEMO.learner.id],
    );
    assert.ok(post, 'a post by the demo learner');
    const [fan] = await t.db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE u.status = 'active' AND u.id NOT IN ($1, $2)
       AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = u.id AND b.blocked_id = $1)
                       OR (b.blocker_id = $1 AND b.blocked_id = u.id))
       AND NOT EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = $3 AND l.user_id = u.id)
       AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = u.id AND f.followee_id = $1)
       ORDER BY u.id LIMIT 1`,
      [DEMO.learner.id, COACH, post.id],
    );
    assert.ok(fan);
    const s = await stream(t.as(DEMO.learner.id));
    await s.next(['ready']);
    const liker = t.as(fan.id);
    const like = () => liker.post('/squareLike', { comment_id: post.id, type: 'comment' });
    assert.equal((await like()).body.data.like_yn, 'Y');
    assert.equal(body(await s.next()).notification.title, msg.noticeLikeTitle);
    // Taken back and given again: no second notification (the follow below comes next).
    assert.equal((await like()).body.data.like_yn, 'N');
    assert.equal((await like()).body.data.like_yn, 'Y');
    assert.equal((await liker.post(`/friend/${DEMO.learner.id}`, { mode: 'add' })).status, 200);
    assert.equal(body(await s.next()).notification.title, msg.noticeFollowTitle);

    // The fan replies to the post, the learner answers the fan's reply: the fan is told.
    const fanStream = await stream(liker);
    await fanStream.next(['ready']);
    const fanReply = await liker.post(`/squareComment/${post.id}`, { content: '멋진 글이에요' });
    assert.equal(fanReply.status, 200, fanReply.text);
    assert.equal(body(await s.next()).notification.title, msg.noticeReplyTitle);
    const answer = await t
      .as(DEMO.learner.id)
      .post(`/squareComment/${fanReply.body.data.comment_id}`, { content: '고마워요' });
    assert.equal(answer.status, 200, answer.text);
    const told = body(await fanStream.next()).notification;
    assert.equal(told.content, msg.noticeReplyToReply(DEMO.learner.name, '고마워요'));
    assert.equal(told.link, `/community/${post.id}`);
  });

  it('a member may hold a bounded number of streams: one more is refused (429, Korean)', async () => {
    const c = t.as(DEMO.coach.id);
    for (let i = 0; i < PER_USER; i++) assert.equal((await stream(c)).status, 200);
    const extra = await stream(c);
    assert.equal(extra.status, 429);
    assert.equal(JSON.parse(extra.text).message, msg.notifyStreamsFull);
  });
});

describe(
  'two API instances on one PostgreSQL',
  { skip: !process.env.DATABASE_URL && 'PostgreSQL only (DATABASE_URL)' },
  () => {
    let db2: Db;
    let app2: FastifyInstance;
    let base2: string;
    before(async () => {
      db2 = await openPg(t.databaseUrl!);
      app2 = await buildApp({ db: db2, config: t.config });
      await app2.listen({ port: 0, host: '127.0.0.1' });
      const addr = app2.server.address();
      base2 = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    });
    after(async () => {
      await app2?.close();
      await db2?.close();
    });

    it("a coach's reply written through instance A reaches the learner's stream on instance B", async () => {
      const review = await openReview();
      const s = await stream(t.as(review.user_id), base2);
      assert.equal(s.status, 200, s.text);
      await s.next(['ready']);
      const reply = await t.as(COACH).post(`/studio/review/${review.id}/reply`, {
        content: '다른 서버에서 보낸 답글',
      });
      assert.equal(reply.status, 200, reply.text);
      assert.equal(body(await s.next()).notification.title, msg.reviewReplyTitle);
    });
  },
);

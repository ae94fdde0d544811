// Issue #38 (h-community): every seeded notification links to something that exists and that it
// names — a reply notification's post is the member's and has a reply by the notifier, and so on.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, startTestApp, type Loose, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const NAME = 'COALESCE(a.nickname, a.name)';
/** The notifier: the member whose avatar the notification shows. */
const NOTIFIER = `NULLIF(substring(n.image FROM '^/images/avatar/([0-9]+)\\.webp$'), '')::int`;

/** Per push type: the link's shape and a condition every row of that type must meet. */
const RULES: Record<number, { link: RegExp; holds: string }> = {
  // Likes: the member's post, liked by the notifier, named in the text.
  1: {
    link: /^\/community\/\d+$/,
    holds: `EXISTS (SELECT 1 FROM comments p JOIN comment_likes l ON l.comment_id = p.id
              JOIN users a ON a.id = l.user_id
              WHERE p.id = substring(n.link FROM '[0-9]+$')::int AND p.parent_id IS NULL AND p.visible
                AND p.user_id = n.user_id AND l.user_id = ${NOTIFIER}
                AND n.content = ${NAME} || '님이 회원님의 글을 좋아합니다.')`,
  },
  // Replies: the member's post has a reply by the notifier, quoted in the text.
  2: {
    link: /^\/community\/\d+$/,
    holds: `EXISTS (SELECT 1 FROM comments p JOIN comments r ON r.parent_id = p.id
              JOIN users a ON a.id = r.user_id
              WHERE p.id = substring(n.link FROM '[0-9]+$')::int AND p.parent_id IS NULL AND p.visible
                AND p.user_id = n.user_id AND r.user_id = ${NOTIFIER} AND r.user_id <> n.user_id
                AND n.content = ${NAME} || '님이 회원님의 글에 댓글을 남겼습니다: "' || left(r.content, 40) || '"')`,
  },
  // Followers: the notifier follows the member; the link is the notifier's profile.
  3: {
    link: /^\/user\/\d+$/,
    holds: `EXISTS (SELECT 1 FROM follows f JOIN users a ON a.id = f.follower_id AND a.status = 'active'
              WHERE f.followee_id = n.user_id AND f.follower_id = substring(n.link FROM '[0-9]+$')::int
                AND f.follower_id = ${NOTIFIER}
                AND n.content = ${NAME} || '님이 회원님을 팔로우하기 시작했습니다.')`,
  },
  // Points: an earning of that amount and title in the member's points.
  4: {
    link: /^\/my\/points$/,
    holds: `EXISTS (SELECT 1 FROM points pt WHERE pt.user_id = n.user_id AND pt.amount > 0
              AND n.content = to_char(pt.amount, 'FM999,999,999') || ' 포인트가 적립되었습니다. (' || pt.title || ')')`,
  },
  // Class news: a class the member takes, named in the text.
  5: {
    link: /^\/class\/\d+$/,
    holds: `EXISTS (SELECT 1 FROM enrollments e JOIN classes c ON c.id = e.class_id
              WHERE e.user_id = n.user_id AND c.id = substring(n.link FROM '[0-9]+$')::int
                AND n.content LIKE '%「' || c.name || '」%')`,
  },
  // Events: an event on now, named in the text.
  6: {
    link: /^\/event\/\d+$/,
    holds: `EXISTS (SELECT 1 FROM events ev WHERE ev.id = substring(n.link FROM '[0-9]+$')::int
              AND ev.ends_at > now() AND n.content LIKE '「' || ev.title || '」%')`,
  },
  // Notices: a notice of that title.
  0: {
    link: /^\/notices$/,
    holds: `EXISTS (SELECT 1 FROM notices x WHERE x.title = n.content)`,
  },
};

describe('seeded notifications', () => {
  it('every link has the shape of its type and opens what the text names', async () => {
    const rows = await t.db.query<{ push_type: number; link: string }>(
      'SELECT push_type, link FROM notifications n WHERE push_type >= 0',
    );
    assert.ok(rows.length > 400, `${rows.length} notifications`);
    const types = new Set(rows.map((r) => r.push_type));
    for (const type of Object.keys(RULES).map(Number)) assert.ok(types.has(type), `type ${type}`);
    for (const r of rows) {
      const rule = RULES[r.push_type];
      assert.ok(rule, `unknown push_type ${r.push_type}`);
      assert.match(r.link, rule.link);
    }
    for (const [type, rule] of Object.entries(RULES)) {
      const bad = await t.db.query<{ id: number; user_id: number; content: string; link: string }>(
        `SELECT n.id, n.user_id, n.content, n.link FROM notifications n
         WHERE n.push_type = $1 AND NOT (${rule.holds}) LIMIT 5`,
        [Number(type)],
      );
      assert.deepEqual(bad, [], `push_type ${type}`);
    }
  });

  it('the demo learner has replies, likes and follows among them, unread first', async () => {
    const c = t.as(DEMO.learner.id);
    const pages: Loose[] = [];
    for (let page = 1; page <= 4; page++)
      pages.push(...(await c.get(`/api/v3/notify/${page}`)).body.data.list);
    const shown = pages.filter((n) => n.push_type >= 0);
    assert.equal(shown.length, 36);
    for (const type of [1, 2, 3])
      assert.ok(
        shown.some((n) => n.push_type === type),
        `${type}`,
      );
    assert.equal(pages.filter((n) => n.read_status === 'N').length, 8);
    // Each link opens through the API the browser's page would call.
    for (const n of shown) {
      const id = n.link.split('/').pop();
      const call =
        n.push_type === 1 || n.push_type === 2
          ? `/squareDetail/${id}`
          : n.push_type === 3
            ? `/interested/profile/${id}/1`
            : n.push_type === 5
              ? `/class-summary?class_id=${id}`
              : n.push_type === 6
                ? `/event/${id}`
                : null;
      if (call) assert.equal((await c.get(call)).status, 200, `${n.link}`);
    }
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEARNERS, startTestApp, type Loose, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const FEED_FIELDS = [
  'user_id',
  'comment_id',
  'user_photo',
  'user_name',
  'friend_status',
  'created_at',
  'content',
  'class_name',
  'like_status',
  'like_cnt',
  'like_yn',
  'reply_cnt',
  'mcClass_id',
  'block_flag',
  'blocked',
  'youtube_file',
  'photo',
  'photo_list',
  'class_photo',
  'class_signup_data',
  'user_info',
];

async function likeCount(commentId: number): Promise<number> {
  return (await t.client().get(`/squareDetail/${commentId}`)).body.data.like_cnt;
}

describe('feed paging (GET squareWith_friend/{page})', () => {
  it('pages 10 posts, newest first, with every feed field', async () => {
    const res = await t.client().get('/squareWith_friend/1');
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.equal(d.page, 1);
    assert.ok(d.total_page >= 50);
    assert.equal(d.list.length, 10);
    for (const k of FEED_FIELDS) assert.ok(k in d.list[0], k);
    for (const k of [
      'active_list',
      'friend_status',
      'gender',
      'mcFriend_cnt',
      'user_id',
      'user_name',
      'user_photo',
    ])
      assert.ok(k in d.list[0].user_info, k);
    for (let i = 1; i < d.list.length; i++)
      assert.ok(d.list[i - 1].created_at >= d.list[i].created_at);
    const p2 = (await t.client().get('/squareWith_friend/2')).body.data.list;
    assert.ok(p2.every((x: Loose) => !d.list.some((y: Loose) => y.comment_id === x.comment_id)));
  });

  it('filters by section; friend needs sign-in; bad section or page is 400', async () => {
    const q = await t.client().get('/squareWith_friend/1', { query: { section: 'question' } });
    assert.ok(q.body.data.list.length > 0);
    assert.equal(
      (await t.client().get('/squareWith_friend/1', { query: { section: 'friend' } })).status,
      401,
    );
    const friends = await t.as(1).get('/squareWith_friend/1', { query: { section: 'friend' } });
    assert.equal(friends.status, 200);
    assert.ok(
      friends.body.data.list.every((x: Loose) => x.friend_status === 'Y' || x.user_id === 1),
    );
    assert.equal(
      (await t.client().get('/squareWith_friend/1', { query: { section: '1 OR 1=1' } })).status,
      400,
    );
    assert.equal((await t.client().get('/squareWith_friend/0')).status, 400);
    assert.equal((await t.client().get('/squareWith_friend/abc')).status, 400);
    const beyond = await t.client().get('/squareWith_friend/9999');
    assert.equal(beyond.status, 200);
    assert.deepEqual(beyond.body.data.list, []);
  });
});

describe('detail and replies', () => {
  it('squareDetail answers one post; 404 unknown', async () => {
    const res = await t.client().get('/squareDetail/5');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.comment_id, 5);
    assert.equal((await t.client().get('/squareDetail/99999999')).status, 404);
  });

  it('squareDetail_comment pages replies oldest first', async () => {
    const post = (await t.client().get('/squareWith_friend/1')).body.data.list.find(
      (p: Loose) => p.reply_cnt > 0,
    );
    const res = await t.client().get(`/squareDetail_comment/${post.comment_id}/1`);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.total_count, post.reply_cnt);
    assert.ok(res.body.data.list.every((r: Loose) => r.parent_id === post.comment_id));
    assert.equal((await t.client().get('/squareDetail_comment/99999999/1')).status, 404);
  });
});

describe('likes (POST squareLike)', () => {
  it('toggles for the same user: like, then unlike', async () => {
    const c = t.as(LEARNERS[0]!);
    // Start from "not liked" whatever the seed says.
    let first = await c.post('/squareLike', { comment_id: 20, type: 'comment' });
    if (first.body.data.like_yn === 'N')
      first = await c.post('/squareLike', { comment_id: 20, type: 'comment' });
    assert.equal(first.body.data.like_yn, 'Y');
    const second = await c.post('/squareLike', { comment_id: 20, type: 'comment' });
    assert.equal(second.status, 200);
    assert.equal(second.body.data.like_yn, 'N');
    assert.equal(second.body.data.like_cnt, first.body.data.like_cnt - 1);
    assert.equal((await c.get('/squareDetail/20')).body.data.like_yn, 'N');
  });

  it('20 parallel likes from 20 users give exactly +20, and 20 parallel unlikes give it back', async () => {
    const users = LEARNERS.slice(300, 320);
    const target = 31;
    // A user who already liked the post would toggle it off; take those out of the picture.
    const already = new Set(
      (
        await t.db.query<{ user_id: number }>(
          'SELECT user_id FROM comment_likes WHERE comment_id = $1',
          [target],
        )
      ).map((r) => r.user_id),
    );
    const fresh = users.filter((u) => !already.has(u));
    const before = await likeCount(target);
    const res = await Promise.all(
      fresh.map((u) => t.as(u).post('/squareLike', { comment_id: target, type: 'comment' })),
    );
    assert.ok(res.every((r) => r.status === 200 && r.body.data.like_yn === 'Y'));
    assert.equal(await likeCount(target), before + fresh.length);
    await Promise.all(
      fresh.map((u) => t.as(u).post('/squareLike', { comment_id: target, type: 'comment' })),
    );
    assert.equal(await likeCount(target), before);
    const rows = await t.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM comment_likes WHERE comment_id = $1',
      [target],
    );
    assert.equal(rows[0]!.n, before);
  });

  it('the same user liking in parallel never double counts', async () => {
    const c = t.as(LEARNERS[50]!);
    const before = await likeCount(40);
    await Promise.all(
      Array.from({ length: 6 }, () => c.post('/squareLike', { comment_id: 40, type: 'comment' })),
    );
    const after = await likeCount(40);
    const liked = (
      await t.db.query('SELECT 1 FROM comment_likes WHERE comment_id = 40 AND user_id = $1', [
        LEARNERS[50],
      ])
    ).length;
    const rows = (
      await t.db.query<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM comment_likes WHERE comment_id = 40',
      )
    )[0]!.n;
    assert.equal(after, rows);
    assert.ok(Math.abs(after - before) <= 1);
    assert.ok(liked === 0 || liked === 1);
  });

  it('type review likes a review (helpful); 404 unknown, 401 signed out, 400 bad id', async () => {
    const res = await t.as(LEARNERS[60]!).post('/squareLike', { comment_id: 1, type: 'review' });
    assert.equal(res.status, 200);
    assert.equal((await t.as(1).post('/squareLike', { comment_id: 99999999 })).status, 404);
    assert.equal((await t.client().post('/squareLike', { comment_id: 1 })).status, 401);
    assert.equal((await t.as(1).post('/squareLike', { comment_id: 'x' })).status, 400);
  });
});

describe('posting, replying, editing, deleting', () => {
  it('app_comment creates a post (script text kept as plain text) and edits it', async () => {
    const c = t.as(1);
    const res = await c.form('/app_comment', {
      content: '<img src=x onerror=alert(1)> 오늘도 연습!',
      class_id: '1',
      section: 'work',
    });
    assert.equal(res.status, 200);
    const id = res.body.data.comment_id;
    assert.equal(res.body.data.comment.content, '<img src=x onerror=alert(1)> 오늘도 연습!');
    const feed = (await c.get('/squareWith_friend/1')).body.data.list;
    assert.equal(feed[0].comment_id, id);
    assert.equal(feed[0].class_name, '왕초보를 위한 아이패드 드로잉');
    const edit = await c.form('/app_comment', { comment_id: String(id), content: '수정했어요' });
    assert.equal(edit.body.data.comment.content, '수정했어요');
    assert.equal(
      (await t.as(2).form('/app_comment', { comment_id: String(id), content: '남의 글' })).status,
      403,
    );
    assert.equal((await c.form('/app_comment', { content: '' })).status, 400);
    assert.equal((await c.form('/app_comment', { content: 'x'.repeat(2001) })).status, 400);
    // A post's video is a YouTube link or nothing (issue 17): other hosts and lookalikes are refused.
    for (const youtube_file of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=short',
    ]) {
      const refused = await c.form('/app_comment', { content: '영상', youtube_file });
      assert.equal(refused.status, 400, youtube_file);
    }
    const video = await c.form('/app_comment', {
      content: '영상',
      youtube_file: 'https://youtu.be/dQw4w9WgXcQ',
    });
    assert.equal(video.status, 200);
    assert.equal(video.body.data.comment.youtube_file, 'https://youtu.be/dQw4w9WgXcQ');
    assert.equal(
      (await c.form('/app_comment', { content: '사진', photo: 'https://evil.example/x.png' }))
        .status,
      400,
    );
    const withPhoto = await c.form('/app_comment', {
      content: '사진',
      photo: '/_api/images/feed/1_1.svg',
    });
    assert.deepEqual(withPhoto.body.data.comment.photo_list, ['/_api/images/feed/1_1.svg']);
  });

  it('squareComment replies, edits (type=update or reply_id) and deletes (type=delete)', async () => {
    const author = t.as(LEARNERS[70]!);
    const post = (await author.form('/app_comment', { content: '질문 있어요' })).body.data
      .comment_id;
    const replier = t.as(LEARNERS[71]!);
    const reply = await replier.form(`/squareComment/${post}`, { content: '저도 궁금해요' });
    assert.equal(reply.status, 200);
    const replyId = reply.body.data.comment_id;
    assert.equal((await t.client().get(`/squareDetail/${post}`)).body.data.reply_cnt, 1);
    const upd = await replier.form(`/squareComment/${replyId}`, {
      type: 'update',
      content: '해결했어요',
    });
    assert.equal(upd.body.data.comment.content, '해결했어요');
    const upd2 = await replier.form(`/squareComment/${post}`, {
      reply_id: String(replyId),
      content: '다시 수정',
    });
    assert.equal(upd2.body.data.comment.content, '다시 수정');
    assert.equal((await author.form(`/squareComment/${replyId}`, { type: 'delete' })).status, 403);
    const note = await t.db.query(
      'SELECT 1 FROM notifications WHERE user_id = $1 AND push_type = 2',
      [LEARNERS[70]],
    );
    assert.ok(note.length >= 1, 'the post author is notified');
    assert.equal((await replier.form(`/squareComment/${replyId}`, { type: 'delete' })).status, 200);
    assert.equal((await t.client().get(`/squareDetail/${post}`)).body.data.reply_cnt, 0);
    assert.equal((await replier.form(`/squareComment/${post}`, {})).status, 400);
    assert.equal((await replier.form('/squareComment/99999999', { content: 'x' })).status, 404);
  });

  it('poorFeed reports and un-reports a post (exact count)', async () => {
    const c = t.as(LEARNERS[80]!);
    const on = await c.post('/poorFeed/12', { poor_flag: 'Y' });
    assert.equal(on.status, 200);
    assert.equal(
      (await c.post('/poorFeed/12', { poor_flag: 'Y' })).body.data.poor_cnt,
      on.body.data.poor_cnt,
    );
    assert.equal((await c.get('/squareDetail/12')).body.data.poor_flag, 'Y');
    const off = await c.post('/poorFeed/12', { poor_flag: 'N' });
    assert.equal(off.body.data.poor_cnt, on.body.data.poor_cnt - 1);
    assert.equal((await c.post('/poorFeed/12', { poor_flag: 'maybe' })).status, 400);
    assert.equal((await c.post('/poorFeed/99999999', { poor_flag: 'Y' })).status, 404);
  });

  it('poorFeed keeps the reason of a report, the newest one when reported again', async () => {
    const c = t.as(LEARNERS[81]!);
    const reasonOf = async () =>
      (
        await t.db.query<{ reason: string }>(
          'SELECT reason FROM comment_reports WHERE comment_id = 13 AND user_id = $1',
          [LEARNERS[81]!],
        )
      )[0]?.reason;
    assert.equal((await c.post('/poorFeed/13', { poor_flag: 'Y' })).status, 200);
    assert.equal(await reasonOf(), '');
    assert.equal(
      (await c.post('/poorFeed/13', { poor_flag: 'Y', reason: 'spam: 광고 글이에요' })).status,
      200,
    );
    assert.equal(await reasonOf(), 'spam: 광고 글이에요');
    assert.equal(
      (await c.post('/poorFeed/13', { poor_flag: 'Y', reason: 'x'.repeat(501) })).status,
      400,
    );
  });
});

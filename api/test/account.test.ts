import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, LEARNERS, startTestApp, type Loose, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('notifications (/api/v3/notify) and newsCount', () => {
  it('pages 10 at a time with id, read_status, push_type, title, content, link, created_at', async () => {
    const c = t.as(1);
    const res = await c.get('/api/v3/notify/1');
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.equal(d.list.length, 10);
    assert.equal(d.page, 1);
    assert.ok(d.total_page >= 3);
    for (const n of d.list) {
      for (const k of ['id', 'read_status', 'push_type', 'title', 'content', 'link', 'created_at'])
        assert.ok(k in n, k);
      assert.ok(['Y', 'N'].includes(n.read_status));
    }
    assert.ok(d.unread_count >= 1);
    assert.equal((await t.client().get('/api/v3/notify/1')).status, 401);
    assert.equal((await c.get('/api/v3/notify/0')).status, 400);
  });

  it('reads one, deletes one (form type=delete), reads all, deletes all; newsCount follows', async () => {
    const c = t.as(DEMO.coach.id);
    const start = (await c.get('/newsCount')).body.data;
    assert.equal(typeof start.chat_unread_count, 'number');
    const list = (await c.get('/api/v3/notify/1')).body.data.list;
    const unread = list.find((n: Loose) => n.read_status === 'N');
    const read = await c.post(`/api/v3/notify/${unread.id}`);
    assert.equal(read.status, 200);
    assert.equal(read.body.data.read_status, 'Y');
    assert.equal(
      (await c.get('/newsCount')).body.data.news_unread_count,
      start.news_unread_count - 1,
    );
    const del = await c.form(`/api/v3/notify/${list[1].id}`, { type: 'delete' });
    assert.equal(del.status, 200);
    assert.equal((await c.form(`/api/v3/notify/${list[1].id}`, { type: 'delete' })).status, 404);
    assert.equal(
      (await t.as(1).post(`/api/v3/notify/${list[2].id}`)).status,
      404,
      "another user's notification",
    );
    assert.equal((await c.form(`/api/v3/notify/${list[2].id}`, { type: 'explode' })).status, 400);
    const all = await c.post('/api/v3/notify/all');
    assert.equal(all.body.data.unread_count, 0);
    assert.equal((await c.get('/newsCount')).body.data.news_unread_count, 0);
    const gone = await c.post('/api/v3/notify/all_delete');
    assert.ok(gone.body.data.deleted_count > 0);
    const empty = (await c.get('/api/v3/notify/1')).body.data;
    assert.deepEqual(empty.list, []);
    assert.equal(empty.total_page, 1);
    assert.equal((await t.client().get('/newsCount')).status, 401);
  });
});

describe('profile', () => {
  it('interested/profile/{userId}/{page} answers the profile with comment_list, friend_yn, block_flag', async () => {
    const res = await t.as(1).get(`/interested/profile/${DEMO.coach.id}/1`);
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.equal(d.user_id, DEMO.coach.id);
    assert.equal(d.coach_yn, 'Y');
    assert.equal(d.friend_yn, 'Y');
    assert.equal(d.block_flag, 'N');
    assert.ok(Array.isArray(d.comment_list));
    assert.ok(d.class_list.length >= 5);
    assert.equal((await t.client().get('/interested/profile/99999999/1')).status, 404);
  });

  it('profile_edit and PUT /new/v2/api/user update nickname, photo and comment', async () => {
    const c = t.as(LEARNERS[20]!);
    const edit = await c.get('/profile_edit');
    assert.equal(edit.status, 200);
    assert.ok(edit.body.data.userInfo.photo[0].photo_url);
    const upload = await c.request('POST', '/photo', undefined, {
      raw: formWith('photo', PNG, 'a.png', 'image/png'),
    });
    assert.equal(upload.status, 200);
    const url = upload.body.data.photo_url;
    assert.match(url, /^\/_api\/images\/uploads\/[0-9a-f]{24}$/);
    const img = await t.client().get(url.replace('/_api', ''));
    assert.equal(img.status, 200);
    assert.equal(img.headers.get('content-type'), 'image/png');
    const put = await c.put(
      '/new/v2/api/user',
      { nickname: '새닉네임', photo: url, profile_comment: '안녕하세요 <b>굵게</b>' },
      { query: { user_id: LEARNERS[20]!, community_id: 0 } },
    );
    assert.equal(put.status, 200);
    assert.equal(put.body.data.user_photo, url);
    const me = (await c.get('/new/user/me')).body.data;
    assert.equal(me.user_info.user_name, '새닉네임');
    assert.equal(me.user_photo, url);
    const keep = await c.put(
      '/new/v2/api/user',
      { nickname: '또바꿈', photo: '', profile_comment: '' },
      { query: { user_id: LEARNERS[20]!, community_id: 0 } },
    );
    assert.equal(keep.body.data.user_photo, url, "photo '' keeps the current photo");
    assert.equal(
      (await c.put('/new/v2/api/user', { nickname: '' }, { query: { user_id: LEARNERS[20]! } }))
        .status,
      400,
    );
    assert.equal(
      (await c.put('/new/v2/api/user', { nickname: '남의것' }, { query: { user_id: 1 } })).status,
      403,
    );
    assert.equal(
      (
        await c.put(
          '/new/v2/api/user',
          { nickname: '사진', photo: 'javascript:alert(1)' },
          { query: { user_id: LEARNERS[20]! } },
        )
      ).status,
      400,
    );
  });

  it('profile_app and coin_point answer level_info and the points', async () => {
    const c = t.as(1);
    const app = await c.get('/profile_app');
    assert.equal(app.status, 200);
    assert.ok(app.body.data.level_info.level_name);
    const pts = await c.get('/coin_point/1');
    assert.equal(pts.status, 200);
    const d = pts.body.data;
    assert.equal(d.list.length, 20);
    assert.ok(d.total_page >= 2);
    assert.equal(typeof d.total_point, 'number');
    assert.ok(d.month_expire_point > 0);
    assert.ok(d.list.every((p: Loose) => typeof p.point === 'number' && p.created_at));
  });

  it('POST user updates the email (validated)', async () => {
    const c = t.as(LEARNERS[21]!);
    assert.equal((await c.post('/user', { email: 'new@baeum.test' })).status, 200);
    assert.equal((await c.get('/new/user/me')).body.data.email, 'new@baeum.test');
    assert.equal((await c.post('/user', { email: 'not-an-email' })).status, 400);
    assert.equal((await c.post('/user', {})).status, 400);
  });

  it('POST coach/{userId} stores the application (kakako_id spelt so)', async () => {
    const c = t.as(LEARNERS[22]!);
    const res = await c.post(`/coach/${LEARNERS[22]}`, {
      phone: '010-5555-1234',
      kakako_id: 'baeum_kakao',
      living_abroad: 'N',
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.status, 'submitted');
    assert.equal(
      (await c.post(`/coach/${LEARNERS[22]}`, { phone: '', kakako_id: '' })).status,
      400,
    );
    assert.equal((await c.post(`/coach/${LEARNERS[22]}`, { phone: '12' })).status, 400);
    assert.equal((await c.post('/coach/1', { phone: '010-5555-1234' })).status, 403);
  });

  it('photo upload: a malformed multipart body is a 400 (or 415), never a 500 (issue 17)', async () => {
    const c = t.as(LEARNERS[24]!);
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n${PNG.toString('latin1')}\r\n`;
    const cases: Array<[string, string, string]> = [
      ['no boundary', 'multipart/form-data', part('x') + '--x--\r\n'],
      ['empty boundary', 'multipart/form-data; boundary=', part('x') + '--x--\r\n'],
      ['mismatched boundary', 'multipart/form-data; boundary=abc', part('xyz') + '--xyz--\r\n'],
      ['truncated body', 'multipart/form-data; boundary=abc', part('abc').slice(0, 90)],
      ['garbage', 'multipart/form-data; boundary=abc', 'not a multipart body at all'],
    ];
    for (const [what, contentType, raw] of cases) {
      const res = await c.request('POST', '/photo', undefined, { raw, contentType });
      assert.ok(res.status === 400 || res.status === 415, `${what}: ${res.status}`);
      assert.match(String(res.body.message), /[가-힣]/, what);
    }
  });

  it('photo upload: non-image 415, oversized 413, missing field 400, JSON 415', async () => {
    const c = t.as(LEARNERS[23]!);
    const svg = await c.request('POST', '/photo', undefined, {
      raw: formWith(
        'photo',
        Buffer.from('<svg onload="alert(1)"></svg>'),
        'x.svg',
        'image/svg+xml',
      ),
    });
    assert.equal(svg.status, 415);
    const big = Buffer.concat([PNG, Buffer.alloc(t.config.uploadLimit + 10)]);
    const tooBig = await c.request('POST', '/photo', undefined, {
      raw: formWith('photo', big, 'big.png', 'image/png'),
    });
    assert.equal(tooBig.status, 413);
    const wrongField = await c.request('POST', '/photo', undefined, {
      raw: formWith('file', PNG, 'a.png', 'image/png'),
    });
    assert.equal(wrongField.status, 400);
    assert.equal((await c.post('/photo', { photo: 'x' })).status, 415);
    assert.equal(
      (
        await t.client().request('POST', '/photo', undefined, {
          raw: formWith('photo', PNG, 'a.png', 'image/png'),
        })
      ).status,
      401,
    );
  });
});

describe('follow and block', () => {
  it('follows and unfollows (form mode=delete) with exact counts; lists page by 20', async () => {
    const target = LEARNERS[100]!;
    const c = t.as(LEARNERS[101]!);
    const before = (await t.client().get(`/interested/profile/${target}/1`)).body.data.follower_cnt;
    const on = await c.form(`/friend/${target}`, {});
    assert.equal(on.status, 200);
    assert.equal(on.body.data.friend_yn, 'Y');
    assert.equal(on.body.data.follower_cnt, before + 1);
    assert.equal((await c.form(`/friend/${target}`, {})).body.data.follower_cnt, before + 1);
    const followers = await t
      .client()
      .get(`/follower/${target}`, { query: { page: 1, limit_no: 20 } });
    assert.ok(followers.body.data.list.some((u: Loose) => u.user_id === LEARNERS[101]));
    const following = await t.client().get(`/following/${LEARNERS[101]}`);
    assert.ok(following.body.data.list.some((u: Loose) => u.user_id === target));
    const off = await c.form(`/friend/${target}`, { mode: 'delete' });
    assert.equal(off.body.data.friend_yn, 'N');
    assert.equal(off.body.data.follower_cnt, before);
    assert.equal((await c.form(`/friend/${LEARNERS[101]}`, {})).status, 400);
    assert.equal((await c.form('/friend/99999999', {})).status, 404);
    assert.equal((await t.client().get('/follower/1', { query: { limit_no: 1000 } })).status, 400);
  });

  it('20 parallel follows from 20 users give exactly +20', async () => {
    const target = DEMO.coach.id;
    const users = LEARNERS.slice(380, 400);
    await Promise.all(users.map((u) => t.as(u).form(`/friend/${target}`, { mode: 'delete' })));
    const base = (await t.client().get(`/interested/profile/${target}/1`)).body.data.follower_cnt;
    const res = await Promise.all(users.map((u) => t.as(u).form(`/friend/${target}`, {})));
    assert.ok(res.every((r) => r.status === 200));
    const after = (await t.client().get(`/interested/profile/${target}/1`)).body.data.follower_cnt;
    assert.equal(after, base + 20);
    const rows = await t.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM follows WHERE followee_id = $1',
      [target],
    );
    assert.equal(rows[0]!.n, after);
  });

  it('blocks and unblocks (mode=delete); the block list and the profile show it', async () => {
    const c = t.as(LEARNERS[110]!);
    const target = LEARNERS[111]!;
    await c.form(`/friend/${target}`, {});
    const on = await c.form(`/poorUser/${target}`, {});
    assert.equal(on.body.data.block_flag, 'Y');
    const list = await c.get('/poor', { query: { page: 1, limit_no: 20 } });
    assert.ok(list.body.data.list.some((u: Loose) => u.user_id === target && u.block_flag === 'Y'));
    const profile = (await c.get(`/interested/profile/${target}/1`)).body.data;
    assert.equal(profile.block_flag, 'Y');
    assert.equal(profile.friend_yn, 'N', 'blocking ends the follow');
    const off = await c.form(`/poorUser/${target}`, { mode: 'delete' });
    assert.equal(off.body.data.block_flag, 'N');
    assert.equal((await c.get(`/interested/profile/${target}/1`)).body.data.block_flag, 'N');
    assert.equal((await t.client().get('/poor')).status, 401);
    assert.equal((await c.form(`/poorUser/${LEARNERS[110]}`, {})).status, 400);
  });
});

describe('service: notices, coupons, product key, store registration, tracking', () => {
  it('notice pages with pinned first', async () => {
    const res = await t.client().get('/notice', { query: { page: 1 } });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.list.length, 10);
    assert.equal(res.body.data.list[0].pinned, 'Y');
    assert.ok(res.body.data.total_page >= 2);
  });

  it('service_code_use/{couponNumber}: points once per user; unknown 404, used 409, expired 410', async () => {
    const c = t.as(LEARNERS[120]!);
    const res = await c.post('/service_code_use/welcome2025');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.code_flag, 'Y');
    assert.equal(res.body.data.point, 3000);
    assert.equal(typeof res.body.data.montn_expiration_point, 'number');
    assert.equal((await c.post('/service_code_use/WELCOME2025')).status, 409);
    assert.equal((await c.post('/service_code_use/NOPE1234')).status, 404);
    assert.equal((await c.post('/service_code_use/EXPIRED2023')).status, 410);
    assert.equal((await c.post('/service_code_use/%3Cscript%3E')).status, 400);
  });

  it('a 10-use coupon used by 20 users in parallel is used exactly 10 times', async () => {
    const users = LEARNERS.slice(130, 150);
    const res = await Promise.all(users.map((u) => t.as(u).post('/service_code_use/LIMITED10')));
    assert.equal(res.filter((r) => r.status === 200).length, 10);
    assert.ok(res.filter((r) => r.status !== 200).every((r) => r.status === 409));
    const uses = await t.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM coupon_uses WHERE code = 'LIMITED10'",
    );
    assert.equal(uses[0]!.n, 10);
    const points = await t.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM points WHERE title = '쿠폰 등록 (LIMITED10)'",
    );
    assert.equal(points[0]!.n, 10, 'no partial writes for the refused ones');
  });

  it('product_key and storeRegister', async () => {
    const key = await t.client().get('/product_key');
    assert.equal(key.status, 200);
    assert.equal(typeof key.body.data.product_key, 'string');
    const store = await t.client().form('/trainer/customer/storeRegister', {
      trainer_id: String(DEMO.coach.id),
      name: '홍길동',
      phone: '010-7777-8888',
    });
    assert.equal(store.status, 200);
    assert.equal(
      (await t.client().form('/trainer/customer/storeRegister', { name: '익명' })).status,
      400,
    );
    assert.equal(
      (
        await t
          .client()
          .form('/trainer/customer/storeRegister', { trainer_id: '1', phone: '010-7777-8888' })
      ).status,
      404,
    );
  });

  it('visitor tracking is stored and queryable by sessionId and uuid', async () => {
    const record = {
      uuid: '3b241101-e2bb-4255-8caf-4136c566a962',
      sessionId: 'session-abc',
      device: 'WEB',
      timeStamp: Date.now(),
      pageTitle: '배움 - 검색',
      queryInfo: { keyword: '엑셀' },
      clickedItems: [{ elementType: 'A', innerText: '엑셀', timeStamp: 1 }],
      sortBy: 'match_score',
      countRemainingTime: 3,
      BROWSER_MODE: 'WEB',
      famousClassKeyword: '엑셀',
      utm_source: 'naver',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'banner',
    };
    const res = await t.client().post('/new/classu/web', record);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.stored, true);
    const got = await t
      .client()
      .get('/new/classu/web', { query: { sessionId: 'session-abc', uuid: record.uuid } });
    assert.equal(got.status, 200);
    assert.equal(got.body.data.length, 1);
    assert.equal(got.body.data[0].pageTitle, '배움 - 검색');
    assert.deepEqual(got.body.data[0].queryInfo, { keyword: '엑셀' });
    assert.equal(
      (await t.client().post('/new/classu/web', { ...record, uuid: 'not-a-uuid' })).status,
      400,
    );
    assert.equal(
      (
        await t
          .client()
          .post('/new/classu/web', { ...record, uuid: '00000000-0000-0000-0000-000000000000' })
      ).status,
      200,
    );
    assert.equal((await t.client().get('/new/classu/web')).status, 400);
  });
});

describe('business server (/biz)', () => {
  it('POST /biz/discount prices a class', async () => {
    const res = await t.client().post('/biz/discount', { class_id: 1 });
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.ok(d.payment <= d.price);
    assert.equal(d.final_price, d.payment * d.months);
    assert.equal((await t.client().post('/biz/discount', { class_id: 99999999 })).status, 404);
  });

  it('POST /biz/reset_password answers the same for any valid phone; 422 for a bad one', async () => {
    assert.equal(
      (await t.client().form('/biz/reset_password', { phone: '010-1234-5678' })).status,
      200,
    );
    assert.equal(
      (await t.client().form('/biz/reset_password', { phone: '010-4444-4444' })).status,
      200,
    );
    assert.equal((await t.client().form('/biz/reset_password', { phone: 'x' })).status, 422);
  });

  it('GET /biz/users/biz/user/compulsory and /biz/users/check', async () => {
    const c = t.as(1);
    const comp = await c.get('/biz/users/biz/user/compulsory', { query: { userId: 1 } });
    assert.equal(comp.status, 200);
    assert.equal(comp.body.data.company.company_name, '배움전자');
    assert.ok(Array.isArray(comp.body.data.enrolled));
    const check = await c.get('/biz/users/check', { query: { userId: 1 } });
    assert.equal(check.body.data.biz_yn, 'Y');
    assert.equal((await c.get('/biz/users/check', { query: { userId: 2 } })).status, 403);
    assert.equal((await t.client().get('/biz/users/check', { query: { userId: 1 } })).status, 401);
  });
});

describe('studio (coach only)', () => {
  it('dashboard, feedback and a reply to a review', async () => {
    const c = t.as(DEMO.coach.id);
    const dash = await c.get('/studio/dashboard');
    assert.equal(dash.status, 200);
    assert.ok(dash.body.data.management_class.length >= 5);
    assert.equal(dash.body.data.user_info.user_id, DEMO.coach.id);
    const classId = dash.body.data.management_class[0].class_id;
    const fb = await c.get(`/studio/feedback/${classId}`);
    assert.equal(fb.status, 200);
    for (const k of [
      'content_review_count',
      'no_reply_review_count',
      'review_count',
      'review_score',
      'suggestions_count',
      'suggestions',
    ])
      assert.ok(k in fb.body.data, k);
    const review = (await t.client().get(`/review/class/${classId}/1`)).body.data.list[0];
    const reply = await c.post(`/studio/review/${review.review_id}/reply`, {
      content: '감사합니다!',
    });
    assert.equal(reply.status, 200);
    assert.equal((await t.as(1).get('/studio/dashboard')).status, 403);
    assert.equal((await c.get('/studio/feedback/4')).status, 403, 'not the coach of class 4');
  });
});

function formWith(field: string, bytes: Buffer, filename: string, type: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  return form;
}

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEARNERS, startTestApp, type Loose, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

function assertCard(c: Loose) {
  for (const k of [
    'class_id',
    'class_name',
    'class_photo',
    'image_small',
    'coach_id',
    'coach_name',
    'coach_photo',
    'curriculum_cnt',
    'signup_cnt',
  ]) {
    assert.ok(c[k] !== undefined && c[k] !== null, `card field ${k}`);
  }
  assert.ok(c.class_photo.startsWith('/_api/images/class/'));
  assert.equal(c.payment_info_data1, c.price_sale);
  assert.equal(c.payment, c.payment_price);
  assert.equal(c.review_score, c.class_star_avg);
  assert.ok(['Y', 'N'].includes(c.class_have_status));
  assert.ok(['Y', 'N'].includes(c.pay_yn));
  assert.equal(c.link, `/class/classDetail/${c.class_id}`);
}

describe('categories', () => {
  it('GET category lists at least 12 categories with their icons (WebP)', async () => {
    const res = await t.client().get('/category');
    assert.equal(res.status, 200);
    const list = res.body.data.categoryList;
    assert.ok(list.length >= 12);
    for (const c of list) {
      assert.equal(typeof c.category, 'number');
      assert.ok(c.category_name);
      assert.match(c.icon, /^\/_api\/images\/category\/\d+\.webp$/);
    }
    const icon = await t.client().get(list[0].icon.replace('/_api', ''));
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/webp');
    assert.match(icon.text.slice(0, 16), /^RIFF[\s\S]{1,4}WEBP/);
  });

  it('GET category?category=ID lists the sub-categories; unknown id 404, bad id 400', async () => {
    const res = await t.client().get('/category', { query: { category: 1 } });
    assert.equal(res.status, 200);
    assert.ok(res.body.data.subCategoryList.length >= 2);
    assert.ok(
      res.body.data.subCategoryList.every((s: Loose) => s.sub_category && s.sub_category_name),
    );
    assert.equal((await t.client().get('/category', { query: { category: 9999 } })).status, 404);
    assert.equal((await t.client().get('/category', { query: { category: 'abc' } })).status, 400);
  });

  it('GET category/class pages, sorts and filters', async () => {
    const first = await t.client().get('/category/class', {
      query: { category: 1, sort_item: 'popular', order: 'desc', skip: 0, limit: 10 },
    });
    assert.equal(first.status, 200);
    const { total_count, class_list } = first.body.data;
    assert.ok(total_count >= 20);
    assert.equal(class_list.length, 10);
    class_list.forEach(assertCard);
    for (let i = 1; i < class_list.length; i++)
      assert.ok(class_list[i - 1].signup_cnt >= class_list[i].signup_cnt);
    const second = await t.client().get('/category/class', {
      query: { category: 1, sort_item: 'popular', skip: 10, limit: 10 },
    });
    const ids = new Set(class_list.map((c: Loose) => c.class_id));
    assert.ok(second.body.data.class_list.every((c: Loose) => !ids.has(c.class_id)));
    const cheap = await t.client().get('/category/class', {
      query: { category: 2, sort_item: 'price', order: 'asc', limit: 50 },
    });
    const prices = cheap.body.data.class_list.map((c: Loose) => c.payment);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
    const sub = (await t.client().get('/category', { query: { category: 3 } })).body.data
      .subCategoryList[0].sub_category;
    const subOnly = await t
      .client()
      .get('/category/class', { query: { category: 3, sub_category: sub } });
    assert.ok(subOnly.body.data.class_list.every((c: Loose) => c.sub_category === sub));
    assert.equal(
      (await t.client().get('/category/class', { query: { sort_item: 'nope' } })).status,
      400,
    );
    assert.equal((await t.client().get('/category/class', { query: { limit: 500 } })).status, 400);
  });
});

describe('class detail and reviews', () => {
  it('class-summary answers the card, curriculum, coach and rating; records a signed-in view', async () => {
    const c = t.as(LEARNERS[5]!);
    const res = await c.get('/class-summary', { query: { class_id: 1 } });
    assert.equal(res.status, 200);
    const d = res.body.data;
    assertCard(d);
    assert.equal(d.class_name, '왕초보를 위한 아이패드 드로잉');
    assert.ok(d.curriculum.length >= 8);
    assert.ok(d.curriculum.every((l: Loose) => l.title && l.curriculum_id && l.duration_sec > 0));
    assert.equal(d.coach.user_id, d.coach_id);
    assert.ok(d.statis.score_list.length === 5);
    const recent = await c.get(`/log/view-class/${LEARNERS[5]}`);
    assert.equal(recent.status, 200);
    assert.equal(recent.body.data.list[0].class_id, 1);
  });

  it('class-summary: 404 unknown, 400 bad id', async () => {
    assert.equal(
      (await t.client().get('/class-summary', { query: { class_id: 999999 } })).status,
      404,
    );
    assert.equal(
      (await t.client().get('/class-summary', { query: { class_id: '1; DROP TABLE classes' } }))
        .status,
      400,
    );
    assert.equal((await t.client().get('/class-summary')).status, 400);
  });

  it('review/class/{classId}/{page} pages reviews with statis', async () => {
    const res = await t.client().get('/review/class/3/1');
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.ok(d.list.length > 0);
    assert.equal(d.page, 1);
    assert.ok(d.total_page >= 1);
    const r = d.list[0];
    for (const k of [
      'review_id',
      'user_name',
      'user_photo',
      'pros_content',
      'cons_content',
      'suggestions',
      'created_at',
    ])
      assert.ok(k in r, k);
    assert.equal(r.version, 2);
    assert.ok(r.review_score >= 1 && r.review_score <= 5);
    assert.equal(d.statis.review_cnt, d.total_count);
    assert.equal((await t.client().get('/review/class/999999/1')).status, 404);
  });

  it('filters reviews by photo and score and sorts them; bad values are refused', async () => {
    // The class with the most reviews has every kind to filter.
    const all = (await t.client().get('/review/class/3/1')).body.data;
    const page = async (query: Record<string, string>) => {
      const res = await t.client().get('/review/class/3/1', { query });
      assert.equal(res.status, 200, JSON.stringify(query));
      return res.body.data;
    };
    const five = await page({ score: '5' });
    assert.ok(five.list.length > 0);
    assert.ok(five.list.every((r: Loose) => r.score === 5));
    const fives = all.statis.score_list.find((e: Loose) => e.score === 5).cnt;
    assert.equal(five.total_count, fives);
    assert.ok(five.total_count <= all.total_count);
    assert.equal(five.statis.review_cnt, all.statis.review_cnt, 'statistics stay the class’s');
    const photos = await page({ photo: 'Y' });
    assert.ok(photos.list.every((r: Loose) => r.photo_list.length > 0));
    const helpful = await page({ sort: 'helpful' });
    const counts = helpful.list.map((r: Loose) => r.helpful_cnt as number);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
    );
    const byScore = await page({ sort: 'score' });
    const scores = byScore.list.map((r: Loose) => r.score as number);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    );
    const latest = await page({});
    assert.deepEqual(
      latest.list.map((r: Loose) => r.review_id),
      all.list.map((r: Loose) => r.review_id),
    );
    for (const query of [{ score: '6' }, { score: '0' }, { sort: 'random' }, { photo: 'yes' }]) {
      const res = await t.client().get('/review/class/3/1', { query });
      assert.equal(res.status, 400, JSON.stringify(query));
    }
  });

  it('writes, reads and edits a review of a taken class; the class rating follows', async () => {
    const c = t.as(1);
    const my = (await c.get('/review/my')).body.data;
    assert.ok(my.reviewed_list.length >= 1);
    const todo = my.not_reviewed_list[0];
    assert.ok(todo, 'the demo learner has a class to review');
    const before = (await t.client().get('/class-summary', { query: { class_id: todo.class_id } }))
      .body.data;
    const res = await c.post(`/review/class/${todo.class_id}`, {
      score: 4,
      pros_content: '친절해요',
      cons_content: '',
      suggestions: '<script>alert(1)</script>',
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.review.suggestions, '<script>alert(1)</script>');
    const dup = await c.post(`/review/class/${todo.class_id}`, {
      score: 5,
      pros_content: '두 번째',
    });
    assert.equal(dup.status, 409);
    const after = (await t.client().get('/class-summary', { query: { class_id: todo.class_id } }))
      .body.data;
    assert.equal(after.review_cnt, before.review_cnt + 1);
    const edit = await c.put(`/review/${res.body.data.review_id}`, { score: 2 });
    assert.equal(edit.status, 200);
    assert.equal(edit.body.data.review.score, 2);
    assert.equal(
      (await t.as(LEARNERS[0]!).put(`/review/${res.body.data.review_id}`, { score: 5 })).status,
      403,
    );
    assert.equal((await t.client().get(`/review/${res.body.data.review_id}`)).body.data.score, 2);
    const notTaken = await t
      .as(LEARNERS[1]!)
      .post('/review/class/2', { score: 5, pros_content: '좋아요' });
    assert.ok([403, 409].includes(notTaken.status));
    assert.equal(
      (await c.post(`/review/class/${todo.class_id}`, { score: 9, pros_content: 'x' })).status,
      400,
    );
  });
});

describe('home, banners and recommendations', () => {
  it('pilot/appMainWeb and pilot/appMain answer banner_list and service_info', async () => {
    const web = await t.client().get('/pilot/appMainWeb');
    assert.equal(web.status, 200);
    assert.ok(web.body.data.banner_list.length >= 3);
    assert.ok(web.body.data.banner_list[0].image.startsWith('/_api/images/banner/'));
    assert.ok(web.body.data.service_info.class_cnt >= 300);
    const app = await t.client().get('/pilot/appMain');
    assert.ok(app.body.data.banner_list.length >= 1);
    assert.ok(app.body.data.event_list.length >= 1);
    const banner = await t.client().get(web.body.data.banner_list[0].image.replace('/_api', ''));
    assert.equal(banner.status, 200);
  });

  it('recom/main, keyword-base and event-base answer recom_list, signed out and in', async () => {
    const anon = await t.client().get('/rec/recom/main');
    assert.equal(anon.status, 200);
    assert.equal(anon.body.data.title, '오늘의 추천 클래스');
    assert.ok(anon.body.data.recom_list.length > 0);
    anon.body.data.recom_list.forEach(assertCard);
    const mine = await t.as(1).get('/rec/recom/main/1');
    assert.match(mine.body.data.title, /김배움/);
    const kw = await t.as(1).get('/rec/recom/keyword-base/1');
    assert.equal(kw.status, 200);
    assert.ok(kw.body.data.keyword);
    assert.ok(['recent', 'popular'].includes(kw.body.data.keyword_type));
    assert.ok(Array.isArray(kw.body.data.recom_list));
    const kwAnon = await t.client().get('/rec/recom/keyword-base');
    assert.equal(kwAnon.body.data.keyword_type, 'popular');
    const ev = await t.client().get('/rec/recom/event-base');
    assert.ok(ev.body.data.title);
    assert.equal(ev.body.data.recom_list.length, 8);
    assert.equal((await t.client().get('/rec/recom/event-base/1')).status, 200);
  });

  it('recom/{userId} and recom/secondclass/{userId}/{classId}', async () => {
    const res = await t.as(1).get('/rec/recom/1');
    assert.equal(res.status, 200);
    assert.ok(res.body.data.recom_list.length > 0);
    const second = await t.as(1).get('/rec/recom/secondclass/1/5');
    assert.equal(second.status, 200);
    assert.ok(second.body.data.recom_list.every((c: Loose) => c.class_id !== 5));
    assert.equal((await t.as(1).get('/rec/recom/secondclass/1/999999')).status, 404);
    // A visitor asks with user id 0 and gets the same category's classes, with no personal state.
    const visitor = await t.client().get('/rec/recom/secondclass/0/5');
    assert.equal(visitor.status, 200);
    assert.ok(visitor.body.data.recom_list.length > 0);
    assert.equal((await t.client().get('/rec/recom/secondclass/-1/5')).status, 400);
    assert.equal((await t.client().get('/rec/recom/abc')).status, 400);
  });
});

describe('recent classes and bookmarks', () => {
  it("log/view-class and log/wishlist-class are the owner's only", async () => {
    const c = t.as(1);
    const views = await c.get('/log/view-class/1');
    assert.equal(views.status, 200);
    assert.ok(views.body.data.list.length >= 10);
    const wish = await c.get('/log/wishlist-class/1', { query: { skip: 0, limit: 5 } });
    assert.equal(wish.status, 200);
    assert.equal(wish.body.data.list.length, 5);
    assert.ok(wish.body.data.total_count >= 12);
    assert.ok(wish.body.data.list.every((k: Loose) => k.class_have_status === 'Y'));
    assert.equal((await t.client().get('/log/view-class/1')).status, 401);
    assert.equal((await t.as(2).get('/log/wishlist-class/1')).status, 403);
  });

  it('have/{classId} adds and removes a bookmark; 404 for an unknown class; 400 for a bad mode', async () => {
    const c = t.as(LEARNERS[10]!);
    const add = await c.form('/have/7', { mode: 'add' });
    assert.equal(add.status, 200);
    assert.equal(add.body.data.class_have_status, 'Y');
    const again = await c.form('/have/7', { mode: 'add' });
    assert.equal(again.body.data.have_cnt, add.body.data.have_cnt);
    const summary = await c.get('/class-summary', { query: { class_id: 7 } });
    assert.equal(summary.body.data.class_have_status, 'Y');
    const remove = await c.form('/have/7', { mode: 'remove' });
    assert.equal(remove.body.data.class_have_status, 'N');
    assert.equal(remove.body.data.have_cnt, add.body.data.have_cnt - 1);
    assert.equal((await c.form('/have/999999', { mode: 'add' })).status, 404);
    assert.equal((await c.form('/have/7', { mode: 'toggle' })).status, 400);
    assert.equal((await t.client().form('/have/7', { mode: 'add' })).status, 401);
  });

  it('20 parallel bookmarks from 20 users give exactly +20', async () => {
    const before = (await t.client().get('/class-summary', { query: { class_id: 11 } })).body.data
      .have_cnt;
    const users = LEARNERS.slice(200, 220);
    // Those who already bookmarked class 11 would not add one; clear them first.
    await Promise.all(users.map((u) => t.as(u).form('/have/11', { mode: 'remove' })));
    const base = (await t.client().get('/class-summary', { query: { class_id: 11 } })).body.data
      .have_cnt;
    assert.ok(base <= before);
    const results = await Promise.all(users.map((u) => t.as(u).form('/have/11', { mode: 'add' })));
    assert.ok(results.every((r) => r.status === 200));
    const after = (await t.client().get('/class-summary', { query: { class_id: 11 } })).body.data
      .have_cnt;
    assert.equal(after, base + 20);
    const rows = await t.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM bookmarks WHERE class_id = 11',
    );
    assert.equal(rows[0]!.n, after);
  });
});

describe('images', () => {
  it('serves generated SVG covers, banners-in-small, avatars and feed photos with escaped text', async () => {
    for (const p of [
      '/images/class/1.svg',
      '/images/class/1/small.svg',
      '/images/avatar/1.svg',
      '/images/feed/3_1.svg',
      '/images/event/1.svg',
    ]) {
      const res = await t.client().get(p);
      assert.equal(res.status, 200, p);
      assert.match(res.headers.get('content-type') ?? '', /image\/svg\+xml/);
      assert.match(res.headers.get('content-security-policy') ?? '', /sandbox/);
    }
    const cover = await t.client().get('/images/class/1.svg');
    assert.match(cover.text, /왕초보를/);
    assert.match((await t.client().get('/images/avatar/1.svg')).text, />배움</);
    assert.equal((await t.client().get('/images/class/999999.svg')).status, 404);
    assert.equal((await t.client().get('/images/class/..%2F..%2Fetc%2Fpasswd')).status, 400);
  });

  it('serves the same drawings as WebP under .webp, the names the API hands out', async () => {
    for (const p of [
      '/images/class/1.webp',
      '/images/class/1/small.webp',
      '/images/avatar/1.webp',
      '/images/feed/3_1.webp',
      '/images/banner/1.webp',
    ]) {
      const res = await t.client().get(p);
      assert.equal(res.status, 200, p);
      assert.equal(res.headers.get('content-type'), 'image/webp', p);
      // RIFF, the file's length (4 bytes, read here as text), WEBP.
      assert.match(res.text.slice(0, 16), /^RIFF[\s\S]{1,4}WEBP/, p);
    }
    assert.equal((await t.client().get('/images/class/999999.webp')).status, 404);
    assert.equal((await t.client().get('/images/class/1/small.png')).status, 400);
  });
});

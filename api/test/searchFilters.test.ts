// Issue 50: filters and facets on the class search and the category list, the search's ranking
// rules, and bad input (never a 500; a bad filter value is dropped, the others kept).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type Loose, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
  // Lessons of a few hours for some classes, and no free preview for others (the seed's lessons
  // are short sample clips, all with a preview): the length and preview facets then differ.
  await t.db.query(
    `UPDATE lessons SET duration_sec = 1200 WHERE class_id IN (SELECT id FROM classes WHERE category_id = 5 AND id % 2 = 0)`,
  );
  await t.db.query(
    `UPDATE lessons SET free_preview = false WHERE class_id IN (SELECT id FROM classes WHERE category_id = 5 AND id % 3 = 0)`,
  );
});
after(() => t.close());

const search = (body: Loose) =>
  t.client().post('/rec/api/v2/class/search', { start: 0, end: 50, ...body });
const facet = (data: Loose, name: string, key: string): number =>
  data.facets[name].find((v: Loose) => v.key === key).count;
const sum = (values: Loose[]) => values.reduce((n: number, v: Loose) => n + v.count, 0);

describe('filters and facets (POST /rec/api/v2/class/search)', () => {
  it('answers each facet with its counts for the query; a facet partitions the results', async () => {
    const res = await search({ keyword: '요가' });
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.ok(d.total_length > 0);
    for (const name of ['price', 'level', 'length', 'category'])
      assert.equal(sum(d.facets[name]), d.total_length, name);
    assert.deepEqual(
      d.facets.level.map((v: Loose) => v.key),
      ['입문', '초급', '중급', '고급'],
    );
    assert.ok(d.facets.free_preview[0].count <= d.total_length);
    assert.ok(d.facets.rating.every((v: Loose) => v.count <= d.total_length));
    assert.ok(d.facets.level.every((v: Loose) => typeof v.label === 'string'));
    // Another query, other counts.
    const other = (await search({ keyword: '엑셀' })).body.data;
    assert.notDeepEqual(other.facets.category, d.facets.category);
  });

  it('level, price, length, rating, free preview and category narrow the list to the facet count', async () => {
    const base = (await search({ keyword: '' })).body.data;
    const cases: [Loose, string, string, (c: Loose) => boolean][] = [
      [{ level: '입문' }, 'level', '입문', (c) => c.level === '입문'],
      [{ level: ['중급', '고급'] }, 'level', '', (c) => ['중급', '고급'].includes(c.level)],
      [
        { price_min: 10000, price_max: 19999 },
        'price',
        '',
        (c) => c.payment >= 10000 && c.payment < 20000,
      ],
      [{ length: '1h_3h' }, 'length', '1h_3h', () => true],
      [{ rating_min: 4.5 }, 'rating', '4.5', (c) => c.review_score >= 4.5],
      [{ free_preview: 'Y' }, 'free_preview', 'Y', () => true],
      [{ category: 5 }, 'category', '5', () => true],
    ];
    for (const [filter, name, key, check] of cases) {
      const d = (await search({ keyword: '', ...filter })).body.data;
      assert.ok(d.total_length > 0 && d.total_length < base.total_length, JSON.stringify(filter));
      assert.ok(d.list.every(check), JSON.stringify(filter));
      if (key) assert.equal(d.total_length, facet(base, name, key), JSON.stringify(filter));
    }
    const twoLevels = (await search({ keyword: '', level: '중급,고급' })).body.data;
    assert.equal(
      twoLevels.total_length,
      facet(base, 'level', '중급') + facet(base, 'level', '고급'),
    );
  });

  it("a facet's counts leave out its own filter and apply the others", async () => {
    const d = (await search({ keyword: '', level: '입문', category: 5 })).body.data;
    // Levels: counted inside category 5 for every level (so one can switch level).
    const inCategory = (await search({ keyword: '', category: 5 })).body.data;
    assert.deepEqual(d.facets.level, inCategory.facets.level);
    // Categories: counted for 입문 in every category (so one can switch category).
    const beginners = (await search({ keyword: '', level: '입문' })).body.data;
    assert.deepEqual(d.facets.category, beginners.facets.category);
    assert.equal(d.total_length, facet(inCategory, 'level', '입문'));
  });

  it('keeps the sort with filters', async () => {
    const d = (await search({ keyword: '', level: '입문', order: 'price_low' })).body.data;
    assert.ok(d.list.length > 0 && d.list.every((c: Loose) => c.level === '입문'));
    const prices = d.list.map((c: Loose) => c.payment);
    assert.deepEqual(
      prices,
      [...prices].sort((a: number, b: number) => a - b),
    );
  });

  it('drops a malformed or out-of-range filter value and keeps the others', async () => {
    const valid = (await search({ keyword: '', level: '입문' })).body.data;
    const unfiltered = (await search({ keyword: '' })).body.data;
    assert.ok(valid.total_length < unfiltered.total_length);
    const bad = await search({
      keyword: '',
      level: ['입문', 'expert'],
      price_min: 'abc',
      price_max: -5,
      rating_min: 99,
      length: 'forever',
      category: '1 OR 1=1',
      sub_category: { $gt: 0 },
      free_preview: 'maybe',
    });
    assert.equal(bad.status, 200);
    assert.equal(bad.body.data.total_length, valid.total_length);
    const reversed = await search({ keyword: '', price_min: 30000, price_max: 10000 });
    assert.equal(reversed.status, 200);
    assert.ok(reversed.body.data.total_length > 0);
  });
});

describe('the category list takes a keyword and the same filters (GET /category/class)', () => {
  it('searches inside a category with the query layer, filters and facets', async () => {
    const res = await t.client().get('/category/class', {
      query: { category: 4, keyword: 'ㄱㅌ', limit: 50 },
    });
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.ok(d.total_count > 0);
    assert.ok(d.class_list.every((c: Loose) => c.class_name.includes('기타')));
    assert.equal(sum(d.facets.level), d.total_count);
    const narrowed = await t.client().get('/category/class', {
      query: { category: 4, keyword: 'ㄱㅌ', level: '입문', price_max: 'lots', limit: 50 },
    });
    assert.equal(narrowed.status, 200);
    assert.equal(narrowed.body.data.total_count, facet(d, 'level', '입문'));
    // Without keyword or filter the list is as before (no facets).
    const plain = await t.client().get('/category/class', { query: { category: 4 } });
    assert.equal(plain.status, 200);
    assert.equal(plain.body.data.facets, undefined);
  });
});

describe('ranking', () => {
  it('the name above keywords above description, popularity aside; a literal match above an expansion', async () => {
    const [a, b, c, d] = (
      await t.db.query<{ id: number }>(
        "SELECT id FROM classes WHERE open_flag = 'Y' AND category_id = 1 ORDER BY id LIMIT 4",
      )
    ).map((r) => r.id);
    // The least popular has the word in its name, the most popular only in its description.
    await t.db.query(
      "UPDATE classes SET name = name || ' 우쿨렐레', signup_cnt = 1 WHERE id = $1",
      [a],
    );
    await t.db.query(
      "UPDATE classes SET keywords = keywords || ',우쿨렐레', signup_cnt = 2 WHERE id = $1",
      [b],
    );
    await t.db.query(
      "UPDATE classes SET description = description || ' 우쿨렐레도 함께', signup_cnt = 99999 WHERE id = $1",
      [c],
    );
    const ranked = (await search({ keyword: '우쿨렐레' })).body.data.list.map(
      (x: Loose) => x.class_id,
    );
    assert.deepEqual(ranked, [a, b, c]);
    // guitar: literally in one class's description only; the 기타 classes are an expansion.
    await t.db.query(
      "UPDATE classes SET description = description || ' (guitar)', signup_cnt = 0 WHERE id = $1",
      [d],
    );
    const list = (await search({ keyword: 'guitar' })).body.data.list;
    assert.equal(list[0].class_id, d);
    assert.ok(list.length > 1 && list.slice(1).every((x: Loose) => x.class_name.includes('기타')));
  });

  it('nonsense finds nothing; a slip or a misspelling suggests the corrected query', async () => {
    for (const q of ['asdfgh', '쀍뚫', 'qwertyuiop', 'ㅋㅋㅋㅋ'])
      assert.equal((await search({ keyword: q })).body.data.total_length, 0, q);
    assert.equal((await search({ keyword: 'dyrk' })).body.data.suggested_keyword, '요가');
    assert.equal((await search({ keyword: '파이선' })).body.data.suggested_keyword, '파이썬');
    assert.equal((await search({ keyword: '요가' })).body.data.suggested_keyword, null);
  });
});

describe('bad input', () => {
  it('long, emoji, blank, jamo, wildcards, mixed scripts and full width: answers, never 500', async () => {
    const long = await search({ keyword: '요가 '.repeat(66).slice(0, 200) });
    assert.equal(long.status, 200);
    assert.ok(long.body.data.total_length > 0);
    const tooLong = await search({ keyword: 'ㄱ'.repeat(201) });
    assert.equal(tooLong.status, 400);
    assert.match(tooLong.body.message, /[가-힣]/);
    for (const q of ['🎸', '😀😀 🔥', '%', '_', '%_%', '\\', "'", 'ㅋ', 'ㅏㅏㅏ'])
      assert.equal((await search({ keyword: q })).body.data.total_length, 0, q);
    for (const q of ['    ', '\u200b\u3000'])
      assert.ok((await search({ keyword: q })).body.data.total_length >= 300, 'blank: every class');
    const mixed = (await search({ keyword: 'python기초' })).body.data;
    assert.ok(mixed.list[0].class_name.includes('파이썬 기초'));
    const wide = (await search({ keyword: 'ＥＸＣＥＬ' })).body.data;
    assert.ok(wide.list[0].class_name.includes('엑셀'));
    const emojiWord = (await search({ keyword: '기타 🎸' })).body.data;
    assert.ok(emojiWord.total_length > 0);
  });

  it('suggestions: while composing, 초성 of one consonant, keyboard slips and junk', async () => {
    const suggest = async (keyword: string) => {
      const res = await t.client().post('/rec/api/v1/class/search_suggest', { keyword });
      assert.equal(res.status, 200, keyword);
      return res.body.data.data_list.map((s: Loose) => s.key as string) as string[];
    };
    for (const q of ['요ㄱ', '욕', 'dyrk', 'yoga'])
      assert.ok((await suggest(q)).includes('요가'), q);
    assert.ok((await suggest('ㄱ')).length > 0);
    assert.ok((await suggest('통기타 코ㄷ')).some((k) => k.includes('통기타 코드')));
    for (const q of ['🎸', '%', 'asdfgh']) assert.deepEqual(await suggest(q), [], q);
  });
});

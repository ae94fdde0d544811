import { startTestApp } from '/work/wt-search/api/test/helpers.ts';
const t = await startTestApp();
const qs = process.argv.slice(2);
for (const q of qs) {
  const r = await t.client().post('/rec/api/v2/class/search', { keyword: q, start: 0, end: 6 });
  const s = await t.client().post('/rec/api/v1/class/search_suggest', { keyword: q });
  console.log(`[${q}] ${r.status} total=${r.body.data?.total_length} sugg=${r.body.data?.suggested_keyword} :: ${(r.body.data?.list ?? []).map((c: any) => `${c.class_id}:${c.class_name}`).join(' | ')}`);
  console.log(`   suggest: ${(s.body.data?.data_list ?? []).map((x: any) => x.key).slice(0, 6).join(', ')}`);
}
await t.close();

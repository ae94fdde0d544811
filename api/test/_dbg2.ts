import { startTestApp } from './helpers.ts';
import { analyzeQuery } from '../src/services/koreanQuery.ts';
import { searchState } from '../src/services/search.ts';
const t = await startTestApp();
const v = await searchState(t.db).vocabulary();
for (const q of ['photoshop', '요가', '파이선', '엑셀 이코치']) {
  let t0 = performance.now();
  for (let i = 0; i < 20; i++) analyzeQuery(q + (i % 2 ? '' : ' '), v);
  console.log(q, 'analyze', ((performance.now() - t0) / 20).toFixed(2), 'ms', analyzeQuery(q, v).alternatives.length, 'alts');
}
const orig = t.db.query.bind(t.db);
(t.db as any).query = async (sql: string, p: unknown[]) => { const t0 = performance.now(); const r = await orig(sql, p); const ms = performance.now() - t0; if (ms > 3) console.log('  SQL', ms.toFixed(1), sql.replace(/\s+/g, ' ').slice(0, 90)); return r; };
for (const q of ['요가', '파이선', 'photoshop']) { const t0 = performance.now(); await t.client().post('/rec/api/v2/class/search', { keyword: q, start: 0, end: 10 }); console.log(q, (performance.now() - t0).toFixed(1)); }
await t.close();

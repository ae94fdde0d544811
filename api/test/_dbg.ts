import { startTestApp } from './helpers.ts';
const t = await startTestApp();
const c = t.client();
for (const q of ['photoshop', '요가', 'ㄱㅌ', '파이선', '엑셀 이코치', '']) {
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const r = await c.post('/rec/api/v2/class/search', { keyword: q + (i ? ' ' : ''), start: i, end: 10 });
    const t1 = performance.now();
    const s = await c.post('/rec/api/v1/class/search_suggest', { keyword: q + 'ㄱ'.repeat(i) });
    console.log(q, i, r.status, (t1 - t0).toFixed(1), 'ms; suggest', (performance.now() - t1).toFixed(1), s.status);
  }
}
await t.close();

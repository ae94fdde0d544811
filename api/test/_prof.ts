import { startTestApp } from './helpers.ts';
import { growCatalogue } from '../bench/grow.ts';
const t = await startTestApp({ listCacheTtlMs: 0 } as any);
await growCatalogue(t.db, 5000);
await t.client().post('/rec/api/v2/class/search', { keyword: 'x', start: 0, end: 10 });
await t.db.exec('ANALYZE classes');
const orig = t.db.query.bind(t.db);
const log: string[] = [];
(t.db as any).query = async (sql: string, p: unknown[]) => { const t0 = performance.now(); const r = await orig(sql, p); log.push(`${(performance.now() - t0).toFixed(1)} ${sql.replace(/\s+/g, ' ').slice(0, 70)}`); return r; };
(t.db as any).transaction = ((origTx) => async (fn: any) => origTx(async (tx: any) => fn({ ...tx, query: async (sql: string, p: unknown[]) => { const t0 = performance.now(); const r = await tx.query(sql, p); log.push(`  tx ${(performance.now() - t0).toFixed(1)} rows=${r.length} ${sql.replace(/\s+/g, ' ').slice(0, 60)}`); return r; } })))(t.db.transaction.bind(t.db));
for (const q of ['요가', '홈 베이킹', '', '파이선', '요가']) {
  log.length = 0;
  const t0 = performance.now();
  await t.client().post('/rec/api/v2/class/search', { keyword: q, start: 0, end: 20 });
  console.log(`[${q}] total ${(performance.now() - t0).toFixed(1)}\n  ${log.join('\n  ')}`);
}
await t.close();

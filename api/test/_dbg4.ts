import { startTestApp } from './helpers.ts';
const t = await startTestApp();
await t.client().post('/rec/api/v2/class/search', { keyword: 'x', start: 0, end: 10 });
console.log(await t.db.query("select avg(length(search_all))::int a, avg(pg_column_size(search_all))::int s, max(pg_column_size(search_all)) m from classes"));
await t.db.exec('ANALYZE classes');
const sql = "EXPLAIN ANALYZE SELECT id FROM classes c WHERE c.open_flag='Y' AND (search_all LIKE '%ㅍㅏㅇㅣㅅㅓㄴ%' OR search_all LIKE '%vkdltjs%' OR search_all LIKE '%python%')";
await t.db.exec('SET enable_seqscan = off');
for (let i = 0; i < 2; i++) console.log((await t.db.query(sql)).map((x: any) => x['QUERY PLAN']).join('\n'));
await t.close();

import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const db = await PGlite.create();
await db.exec(
  "create table t(id serial primary key, a text); insert into t(a) select 'x' || g from generate_series(1,100000) g",
);
console.log('start+fill', Date.now() - t);
t = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
await db.close();
for (let i = 0; i < 3; i++) {
  t = Date.now();
  const d2 = await PGlite.create({ loadDataDir: dump });
  const r = await d2.query('select count(*)::int c from t');
  console.log('load', Date.now() - t, r.rows);
}
t = Date.now();
const d3 = await PGlite.create('file:///tmp/pgl-test-dir');
await d3.query('select 1');
console.log('dir create', Date.now() - t);
await d3.close();
t = Date.now();
const d4 = await PGlite.create('file:///tmp/pgl-test-dir');
await d4.query('select 1');
console.log('dir reopen', Date.now() - t);

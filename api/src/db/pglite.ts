import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './types.ts';

export interface PgliteOptions {
  /** Folder for the data; omitted = in memory. */
  dataDir?: string;
  /** A tarball made by `dumpDataDir` to start from (tests use a seeded snapshot). */
  loadDataDir?: Blob;
}

// PGlite is one connection: it queues queries and holds them while a transaction runs, so
// inside `transaction` only `tx` may be used (using the outer db there would wait forever).
export async function openPglite(
  options: PgliteOptions = {},
): Promise<Db & { dump(): Promise<Blob> }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the search's trigram indexes (migration 019_search.sql creates the extension).
  const pg = await PGlite.create({
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const wrap = (q: { query: PGlite['query']; exec: PGlite['exec'] }): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    native: { kind: 'pglite', pglite: pg },
    query: base.query,
    exec: base.exec,
    transaction(fn) {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
    async dump() {
      return (await pg.dumpDataDir('none')) as Blob;
    },
  };
}

// Chooses the database: PostgreSQL through `pg` when DATABASE_URL is set, else PGlite on disk.
import type { Config } from '../config.ts';
import { openPg } from './pg.ts';
import { openPglite } from './pglite.ts';
import type { Db } from './types.ts';

export async function openDatabase(config: Config): Promise<Db> {
  if (config.databaseUrl) return openPg(config.databaseUrl);
  return openPglite({ dataDir: config.dataDir });
}

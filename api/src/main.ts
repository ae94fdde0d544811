// Starts the reference API: opens the database, migrates, seeds on first start, listens.
import { renameSync, rmSync } from 'node:fs';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { migrate, MigrationDriftError } from './db/migrate.ts';
import type { Db } from './db/types.ts';
import { seed } from './seed/seed.ts';
import { buildApp } from './app.ts';

const config = loadConfig();
const started = Date.now();

async function openAndMigrate(): Promise<{ db: Db; applied: string[] }> {
  const db = await openDatabase(config);
  try {
    return { db, applied: await migrate(db) };
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
}

let opened: { db: Db; applied: string[] };
try {
  opened = await openAndMigrate();
} catch (err) {
  // The embedded database is a local copy of the seed: when its schema is out of date it is
  // rebuilt, and when it cannot be opened (e.g. killed half-way through its first start) it is
  // moved aside. A real PostgreSQL (DATABASE_URL) is never touched.
  if (config.databaseUrl || config.production) throw err;
  if (err instanceof MigrationDriftError) {
    console.warn(`[api] ${err.message}: rebuilding ${config.dataDir}`);
    rmSync(config.dataDir, { recursive: true, force: true });
  } else {
    const aside = `${config.dataDir}.broken-${Date.now()}`;
    console.warn(
      `[api] cannot open ${config.dataDir} (${(err as Error).message}); moved to ${aside}, starting fresh`,
    );
    renameSync(config.dataDir, aside);
  }
  opened = await openAndMigrate();
}
const { db, applied } = opened;
const seeded = await seed(db);
const app = await buildApp({ db, config });
await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
console.log(
  `[api] 배움 API http://${config.host}:${config.port}  db=${where}` +
    (applied.length ? `  migrated=${applied.join(',')}` : '') +
    (seeded.seeded ? `  seeded in ${seeded.ms} ms` : '') +
    `  ready in ${Date.now() - started} ms`,
);
console.log(
  config.devRoutes
    ? "[api] development routes ON (ENABLE_DEV_ROUTES=1): /dev/sms/last answers any phone's code — never expose this server"
    : '[api] development routes off (set ENABLE_DEV_ROUTES=1 on a local machine to read SMS codes)',
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[api] ${signal}: stopping`);
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// Starts the reference API: opens the database, migrates, seeds on first start, listens.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './seed/seed.ts';
import { buildApp } from './app.ts';

const config = loadConfig();
const started = Date.now();
const db = await openDatabase(config);
const applied = await migrate(db);
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

// The API on a fresh seeded database for the bench: PGlite in memory (or DATABASE_URL).
// Prints "PORT <n>" once listening.
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPg } from '../src/db/pg.ts';
import { openPglite } from '../src/db/pglite.ts';
import { seed } from '../src/seed/seed.ts';
import { growCatalogue } from './grow.ts';

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
const db = config.databaseUrl ? await openPg(config.databaseUrl) : await openPglite();
await migrate(db);
await seed(db);
// BENCH_CLASSES: the catalogue grown to about that many classes (issue 50's 10× rows).
const target = Number(process.env.BENCH_CLASSES ?? 0);
if (target > 0) await growCatalogue(db, target);
const app = await buildApp({ db, config });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});

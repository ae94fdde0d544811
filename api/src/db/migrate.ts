// Applies src/db/migrations/*.sql in name order, each once, each in its own transaction, and
// records a checksum of each so that a database made from an edited migration is noticed.
// Instances started together on one empty PostgreSQL each apply a migration only under an
// advisory lock and after checking again that no other instance applied it meanwhile.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { advisoryXactLock } from './locks.ts';
import type { Db } from './types.ts';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/** The database was built from migrations that have changed since (or from an older layout). */
export class MigrationDriftError extends Error {
  constructor(detail: string) {
    super(`database schema does not match src/db/migrations (${detail})`);
  }
}

const checksum = (sql: string) => createHash('sha256').update(sql).digest('hex').slice(0, 16);

/** The advisory lock every instance takes to change the schema (and to seed). */
export const SCHEMA_LOCK = 'schema-setup';

export async function migrate(db: Db): Promise<string[]> {
  // Two CREATE TABLE IF NOT EXISTS at once can both try to create it (23505): hence the lock.
  await db.transaction(async (tx) => {
    await advisoryXactLock(tx, SCHEMA_LOCK);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  let done: Map<string, string>;
  try {
    done = new Map(
      (
        await db.query<{ name: string; checksum: string }>(
          'SELECT name, checksum FROM schema_migrations',
        )
      ).map((r) => [r.name, r.checksum]),
    );
  } catch {
    throw new MigrationDriftError('schema_migrations has no checksum column');
  }
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
    const sum = checksum(sql);
    const drifted = () => new MigrationDriftError(`${file} changed after it was applied`);
    const previous = done.get(file);
    if (previous !== undefined) {
      if (previous !== sum) throw drifted();
      continue;
    }
    const ran = await db.transaction(async (tx) => {
      await advisoryXactLock(tx, SCHEMA_LOCK);
      // Another instance may have applied it while this one waited for the lock.
      const [row] = await tx.query<{ checksum: string }>(
        'SELECT checksum FROM schema_migrations WHERE name = $1',
        [file],
      );
      if (row) {
        if (row.checksum !== sum) throw drifted();
        return false;
      }
      // Several statements in one script: both drivers accept them when there are no parameters.
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file, sum]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}

// Applies src/db/migrations/*.sql in name order, each once, each in its own transaction, and
// records a checksum of each so that a database made from an edited migration is noticed.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
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
    const previous = done.get(file);
    if (previous !== undefined) {
      if (previous !== sum) throw new MigrationDriftError(`${file} changed after it was applied`);
      continue;
    }
    await db.transaction(async (tx) => {
      // Several statements in one script: both drivers accept them when there are no parameters.
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file, sum]);
    });
    applied.push(file);
  }
  return applied;
}

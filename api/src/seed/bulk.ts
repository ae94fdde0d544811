// Fast batch inserts: one JSON parameter per chunk, expanded by jsonb_to_recordset.
import type { Queryable } from '../db/types.ts';

export type Columns = Record<string, string>;

export async function bulkInsert(
  q: Queryable,
  table: string,
  columns: Columns,
  rows: readonly Record<string, unknown>[],
  chunkSize = 4000,
): Promise<void> {
  const names = Object.keys(columns);
  const defs = names.map((n) => `${n} ${columns[n]}`).join(', ');
  const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${defs})`;
  for (let i = 0; i < rows.length; i += chunkSize) {
    await q.query(sql, [JSON.stringify(rows.slice(i, i + chunkSize))]);
  }
}

/** After inserting explicit ids, move the serial sequence past them. */
export async function resetSequence(q: Queryable, table: string): Promise<void> {
  await q.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
  );
}

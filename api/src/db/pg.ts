import pg from 'pg';
import type { Db, Queryable } from './types.ts';

// Numbers come back as numbers on both drivers: int8 counts and numeric averages are parsed.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openPg(connectionString: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  // A pool error on an idle client must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const client = await pool.connect();
  client.release();
  const query = async <T>(sql: string, params: readonly unknown[] = []) => {
    const res = await pool.query(sql, params as unknown[]);
    return res.rows as T[];
  };
  return {
    kind: 'pg',
    native: { kind: 'pg', pool },
    query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const c = await pool.connect();
      const tx: Queryable = {
        async query<T>(sql: string, params: readonly unknown[] = []) {
          const res = await c.query(sql, params as unknown[]);
          return res.rows as T[];
        },
        async exec(sql: string) {
          await c.query(sql);
        },
      };
      try {
        await c.query('BEGIN');
        const out = await fn(tx);
        await c.query('COMMIT');
        return out;
      } catch (err) {
        await c.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        c.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

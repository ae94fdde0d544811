// The database seam: the same SQL runs on PGlite (embedded default) and on PostgreSQL via `pg`.
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, seed DDL). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs fn inside BEGIN/COMMIT; any throw rolls everything back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The driver underneath, for libraries that bring their own SQL (the pg-boss job queue, issue
   * 36): the PGlite instance, or the `pg` pool.
   */
  readonly native?: NativeDb;
}

export type NativeDb = { kind: 'pglite'; pglite: PGlite } | { kind: 'pg'; pool: Pool };

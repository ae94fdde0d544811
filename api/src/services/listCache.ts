// A short-lived cache of public catalog answers (categories, the category list, search): the part of
// the answer that is the same for every caller; each caller's bookmark and enrolment flags are
// still read per request. lru-cache's fetch() also makes concurrent misses of one key share a
// single query. It lives in each instance's memory on purpose: it holds nothing that must agree
// across instances, only answers at most `listCacheTtlMs` old (counts may lag by that much).
import { LRUCache } from 'lru-cache';
import type { Ctx } from '../http/context.ts';
import type { CardRow } from './cards.ts';

export interface ListPage {
  total: number;
  rows: CardRow[];
}

// One cache per database, so two apps in one process (the tests) never see each other's rows.
type Load = () => Promise<object>;
const caches = new WeakMap<object, LRUCache<string, object, Load>>();

/** The public answer under `key`, loaded at most once per TTL (and once for concurrent misses). */
export async function cachedPublic<T extends object>(
  ctx: Ctx,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const ttl = ctx.config.listCacheTtlMs;
  if (ttl <= 0) return load();
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new LRUCache<string, object, Load>({
      max: 1000,
      ttl,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    caches.set(ctx.db, cache);
  }
  return (await cache.fetch(key, { context: load })) as T;
}

export function cachedListPage(
  ctx: Ctx,
  key: string,
  load: () => Promise<ListPage>,
): Promise<ListPage> {
  return cachedPublic(ctx, key, load);
}

/**
 * Drops this instance's cached public answers (the studio publishes, closes or edits a class), so
 * the next category or search request reads the database. Other instances' copies end with their
 * TTL (`LIST_CACHE_TTL_MS`).
 */
export function forgetPublicLists(ctx: Ctx): void {
  caches.get(ctx.db)?.clear();
}

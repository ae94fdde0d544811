import type { Id } from './types';

/** A path segment from an id or a keyword, escaped ('요가/필라테스' stays one segment). */
export function seg(value: Id): string {
  return encodeURIComponent(String(value));
}

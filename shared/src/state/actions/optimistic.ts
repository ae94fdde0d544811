// The rule of every optimistic action (spec sections 4 and 8): the screen changes first; if
// the server fails, the error is swallowed, the action resolves false, and the change is
// undone so the screen shows the true state again.

/** Undoes one change. It must undo only what the action did (leave later changes alone). */
export type Rollback = () => void;

/** `settle` takes what the server answered (e.g. a count) once the call has succeeded. */
export async function optimistic<T>(
  apply: () => Rollback,
  call: () => Promise<T>,
  settle?: (answer: T) => void,
): Promise<boolean> {
  const rollback = apply();
  let answer: T;
  try {
    answer = await call();
  } catch {
    rollback();
    return false;
  }
  settle?.(answer);
  return true;
}

/** Puts `item` back at `index` (clamped), unless an item with the same key is there already. */
export function reinsert<T>(list: T[], item: T, index: number, sameAs: (other: T) => boolean): T[] {
  if (list.some(sameAs)) return list;
  const next = [...list];
  next.splice(Math.min(index, next.length), 0, item);
  return next;
}

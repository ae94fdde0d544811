// Unique member names (issue #33 item 10): the database's unique index on the name's comparison
// form (migration 011) decides, so two sign-ups racing for one name cannot both get it.
import { ApiError } from '../http/errors.ts';
import { msg } from '../messages.ts';

export const NAME_INDEX = 'users_name_key_active';

/** Runs a write that sets a member's name; the index's refusal becomes 409 with a Korean message. */
export async function claimingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      e.code === '23505' &&
      (e.constraint === NAME_INDEX || String(e.message ?? '').includes(NAME_INDEX))
    )
      throw new ApiError(409, msg.nameTaken);
    throw err;
  }
}

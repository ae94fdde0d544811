// App-push flags kept in this browser's localStorage by earlier versions of /settings, before
// the API stored them per member. They are read once, handed to the API when it has none for
// the member yet, then forgotten (also after withdrawal).
import { APP_PUSH_FLAGS } from '@baeum/shared';
import type { AppPushSettings } from '@baeum/shared';

const KEY_PREFIX = 'baeum.settings.appPush.';

const keyOf = (userId: number) => `${KEY_PREFIX}${userId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

/** The flags this browser kept for the member, or null (nothing kept, or nothing readable). */
export function storedPushSettings(userId: number): AppPushSettings | null {
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage()?.getItem(keyOf(userId)) ?? 'null');
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  return Object.fromEntries(
    APP_PUSH_FLAGS.map((flag) => [flag, (stored as Record<string, unknown>)[flag] === true]),
  ) as AppPushSettings;
}

/** Nothing of the member stays behind on this device. */
export function forgetPushSettings(userId: number): void {
  try {
    storage()?.removeItem(keyOf(userId));
  } catch {
    // nothing to forget
  }
}

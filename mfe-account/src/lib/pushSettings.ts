// The app-push flags of each member, kept in this browser's localStorage under a key of their
// own: the reference API (and spec §7) has no call that stores them, so this device is the
// only place they can live. The shared settingsAtom holds the signed-in member's flags while a
// page shows them.
import { APP_PUSH_FLAGS, defaultAppPush } from '@baeum/shared';
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

/** The member's flags: each OFF unless stored ON (anything unreadable counts as OFF). */
export function readPushSettings(userId: number): AppPushSettings {
  const settings: AppPushSettings = { ...defaultAppPush };
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage()?.getItem(keyOf(userId)) ?? 'null');
  } catch {
    stored = null;
  }
  if (stored && typeof stored === 'object') {
    for (const flag of APP_PUSH_FLAGS) {
      settings[flag] = (stored as Record<string, unknown>)[flag] === true;
    }
  }
  return settings;
}

/** Stores the member's flags; false when the browser refuses (full or blocked storage). */
export function savePushSettings(userId: number, settings: AppPushSettings): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(keyOf(userId), JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}

/** After withdrawal: nothing of the member stays behind on this device. */
export function forgetPushSettings(userId: number): void {
  try {
    storage()?.removeItem(keyOf(userId));
  } catch {
    // nothing to forget
  }
}

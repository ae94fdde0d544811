// Spec section 1: the outside scripts. The ad pixels, the analytics and the nomodule polyfill
// are added at boot; the tag manager's three containers after the user is loaded, once the
// identity snippet has set its globals. Every id comes from configuration (shared `tracking`
// ids; the polyfill URL from the runtime settings): with none, nothing is added or requested.
import { getConfig, getStore, userAtom } from '@baeum/shared';
import type { Store, UserInfo } from '@baeum/shared';
import { hashIdentity, setIdentityGlobals } from './identity';
import {
  isVendorId,
  loadAnalytics,
  loadPolyfill,
  loadPortalPixel,
  loadShortVideoPixel,
  loadSocialPixel,
  loadTagManager,
} from './vendors';

function ids(list: unknown[]): string[] {
  return list.filter((id) => {
    if (id === '' || id === undefined || id === null) return false;
    if (isVendorId(id)) return true;
    console.warn('[thirdParty] ignored a malformed id', id);
    return false;
  }) as string[];
}

/** Starts the outside scripts; returns a function that stops following the user. */
export function startThirdPartyScripts(
  store: Store = getStore(),
  settings?: Record<string, unknown>,
): () => void {
  try {
    return start(store, settings);
  } catch (err) {
    // Outside scripts must never keep the page from booting.
    console.warn('[thirdParty] not started', err);
    return () => {};
  }
}

function start(store: Store, settings?: Record<string, unknown>): () => void {
  const { tracking } = getConfig();
  const polyfillUrl = typeof settings?.polyfillUrl === 'string' ? settings.polyfillUrl : '';

  if (polyfillUrl) void loadPolyfill(polyfillUrl);
  for (const id of ids([tracking.portalPixel])) void loadPortalPixel(id);
  for (const id of ids([tracking.socialPixel])) void loadSocialPixel(id);
  for (const id of ids([tracking.shortVideoPixel])) void loadShortVideoPixel(id);
  for (const id of ids([tracking.analytics])) void loadAnalytics(id);

  const containers = ids(tracking.tagManager ?? []);
  let containersAdded = false;
  let latest: UserInfo | null = null;

  const onUser = async () => {
    const user = store.get(userAtom);
    if (!user.isLoaded || user === latest) return;
    latest = user;
    const identity = await hashIdentity(user);
    if (latest !== user) return; // a newer user arrived while hashing
    setIdentityGlobals(identity);
    if (containersAdded) return;
    containersAdded = true;
    for (const id of containers) void loadTagManager(id);
  };

  const unsubscribe = store.sub(userAtom, () => void onUser());
  void onUser();
  return unsubscribe;
}

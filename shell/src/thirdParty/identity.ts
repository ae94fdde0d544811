// Spec section 1: for a logged-in user the identity snippet sets global values for email, id
// and phone, which the tags read. Email and id are lowercased or stringified, SHA-256 hashed
// and URI-encoded (the shared helper); the phone is only URI-encoded.
import { buildHashedIdentity } from '@baeum/shared';
import type { HashedIdentity, UserInfo } from '@baeum/shared';

export const IDENTITY_GLOBALS = {
  email: 'baeum_user_email',
  id: 'baeum_user_id',
  phone: 'baeum_user_phone',
} as const;

type IdentityWindow = Window &
  Partial<Record<(typeof IDENTITY_GLOBALS)[keyof typeof IDENTITY_GLOBALS], string>>;

/**
 * The hashed identity of a signed-in user; null for nobody. Without Web Crypto (an insecure
 * origin) it is null too: unhashed values never reach the tags.
 */
export async function hashIdentity(user: UserInfo): Promise<HashedIdentity | null> {
  if (user.id === null) return null;
  try {
    return await buildHashedIdentity({ email: user.email, id: user.id, phone: user.phone });
  } catch (err) {
    console.warn('[thirdParty] identity snippet skipped', err);
    return null;
  }
}

/** Sets the three globals, or removes them (nobody signed in, e.g. after log-out). */
export function setIdentityGlobals(identity: HashedIdentity | null, win: Window = window): void {
  const w = win as IdentityWindow;
  try {
    for (const key of Object.keys(IDENTITY_GLOBALS) as Array<keyof HashedIdentity>) {
      if (identity) w[IDENTITY_GLOBALS[key]] = identity[key];
      else delete w[IDENTITY_GLOBALS[key]];
    }
  } catch (err) {
    console.warn('[thirdParty] identity globals', err);
  }
}

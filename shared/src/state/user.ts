// The user area (spec section 3): who is signed in, and the profile being looked at.
import { anonymousUser, toUserInfo, unloadedUser } from '../api/user';
import type { CurrentUserWire, UserInfo } from '../api/user';
import type { ProfileWire } from '../api/profile';
import { atom, getStore } from './jotai';

/** Starts unloaded; spec section 4 says how it becomes loaded. */
export const userAtom = atom<UserInfo>(unloadedUser);

/** True once the user is loaded, or has an id (when the notifications may be fetched). */

/** The profile being looked at (friend_yn and block_flag change with follow and block). */
export const profileAtom = atom<ProfileWire | null>(null);

/** After a successful current-user fetch. */
export function setUserFromServer(me: CurrentUserWire): UserInfo {
  const user = toUserInfo(me);
  getStore().set(userAtom, user);
  return user;
}

/** After a failed startup token lookup, and after log-out: loaded, with no user. */
export function setAnonymousUser(): void {
  getStore().set(userAtom, anonymousUser);
}

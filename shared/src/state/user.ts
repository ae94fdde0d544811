// The session's user (spec section 3): who is signed in. Someone's profile is server data, in
// the query cache (profileQueries).
import { anonymousUser, toUserInfo, unloadedUser } from '../api/user';
import type { CurrentUserWire, UserInfo } from '../api/user';
import { atom, getStore } from './jotai';

/** Starts unloaded; spec section 4 says how it becomes loaded. */
export const userAtom = atom<UserInfo>(unloadedUser);

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

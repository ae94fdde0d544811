// The session changes this remote makes. The user atom lives in @baeum/shared's one store, so
// the shell's header (and every other remote) sees a log-in or log-out at once, no reload.
import {
  ApiError,
  errorMessage,
  fetchCurrentUser,
  login,
  loginFailedMessage,
  logout,
  logoutEverywhere,
  setAnonymousUser,
  setUserFromServer,
} from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';

export type SignInResult =
  | { status: 'signed-in'; user: UserInfo }
  /** The credentials were refused, or the server could not be reached: nothing changed. */
  | { status: 'failed'; message: string }
  /** The token is stored but the current-user fetch failed: a reload will finish the job. */
  | { status: 'user-unavailable' };

// No answer at all is not "wrong password": say so, or people retype a correct password.
const UNREACHABLE = new Set(['network', 'timeout', 'aborted']);

/** `login/Auth` (which stores the token), then the current user into the shared user atom. */
export async function signIn(phone: string, password: string): Promise<SignInResult> {
  try {
    await login(phone, password);
  } catch (error) {
    const unreachable = error instanceof ApiError && UNREACHABLE.has(error.kind);
    return { status: 'failed', message: unreachable ? errorMessage(error) : loginFailedMessage() };
  }
  try {
    return { status: 'signed-in', user: setUserFromServer(await fetchCurrentUser()) };
  } catch (error) {
    console.error('[mfe-account] current user after log-in', error);
    return { status: 'user-unavailable' };
  }
}

/**
 * Ends the session: the server call, then every local credential and the user atom. The
 * local part happens even when the server cannot be reached (the person asked to leave).
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch (error) {
    console.warn('[mfe-account] logout', error);
  } finally {
    setAnonymousUser();
  }
}

/**
 * Ends every session of the member, on every device (`logout_all`), then here. Unlike signOut,
 * a server that cannot be reached is reported: the other devices would still be signed in.
 */
export async function signOutEverywhere(): Promise<boolean> {
  try {
    await logoutEverywhere();
    return true;
  } catch (error) {
    console.warn('[mfe-account] logout everywhere', error);
    return false;
  } finally {
    setAnonymousUser();
  }
}

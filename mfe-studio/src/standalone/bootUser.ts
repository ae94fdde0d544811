import { fetchCurrentUser, fetchStartupToken, getToken, readTokenFromUrl, setAnonymousUser, setUserFromServer } from '@baeum/shared';

/**
 * Standalone boot only: the studio decides from the shared user, which the shell loads when
 * composed. Alone on :3004 there is no shell, so this does the minimum of the shell's session
 * boot (URL token or hash, stored token, or the startup lookup; then the current user).
 * The shell's 470 → sibling logout redirect is left to the shell.
 */
export async function bootUser(): Promise<void> {
  const fromUrl = readTokenFromUrl();
  try {
    if (!fromUrl.token && !fromUrl.hash && !getToken()) await fetchStartupToken();
    setUserFromServer(await fetchCurrentUser());
  } catch {
    setAnonymousUser();
  }
}

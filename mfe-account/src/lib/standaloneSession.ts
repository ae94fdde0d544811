import {
  clearToken,
  fetchCurrentUser,
  fetchStartupToken,
  getToken,
  readTokenFromUrl,
  setAnonymousUser,
  setUserFromServer,
} from '@baeum/shared';

/**
 * The shell's session start, reduced to what this remote needs alone: a stored or URL token,
 * else the startup token lookup, then the current user; any failure leaves an anonymous user.
 * (No sibling-site redirect on 470 here: standalone is a developer's page.)
 */
export async function bootStandaloneSession(): Promise<void> {
  const fromUrl = readTokenFromUrl();
  try {
    if (!fromUrl.token && !fromUrl.hash && !getToken()) await fetchStartupToken();
    setUserFromServer(await fetchCurrentUser());
  } catch {
    clearToken();
    setAnonymousUser();
  }
}

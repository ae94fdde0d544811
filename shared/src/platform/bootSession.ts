import { submitSiblingLogout } from './siblingLogout';
import { fetchStartupToken } from '../api/account';
import { clearToken, getToken, readTokenFromUrl, setToken } from '../api/credentials';
import { isInvalidSession } from '../api/error';
import { fetchCurrentUser } from '../api/user';
import { setAnonymousUser, setUserFromServer } from '../state/user';

export interface SessionDeps {
  /**
   * When the session is invalid (470): the browser goes to the sibling site's logout page (a
   * POST), which comes back to `returnUrl`.
   */
  siblingLogout: (returnUrl: string) => void;
  currentUrl: () => string;
}

const browserDeps: SessionDeps = {
  siblingLogout: (returnUrl) => submitSiblingLogout(returnUrl),
  currentUrl: () => window.location.href,
};

export type SessionOutcome = 'signed-in' | 'anonymous' | 'invalid-session';

/**
 * The shell runs it once per page load; a remote booting alone runs it for itself.
 * Spec sections 4, 6, 7: identity from a token or hash in the URL, or a stored token, or the
 * startup token lookup; then the current-user fetch; then the user is loaded. A failed lookup
 * leaves the user loaded with no user; a 470 sends the browser to the sibling site's logout page.
 */
export async function bootSession(deps: SessionDeps = browserDeps): Promise<SessionOutcome> {
  // Read once, then gone from the address bar (no leak by sharing or Referer).
  const fromUrl = readTokenFromUrl();
  const hasCredential = Boolean(fromUrl.token || fromUrl.hash || getToken());
  if (!hasCredential) {
    let token: string | null = null;
    try {
      token = await fetchStartupToken();
    } catch {
      // A failed lookup is the same as none (spec: the user is loaded with no user).
    }
    if (!token) {
      setAnonymousUser();
      return 'anonymous';
    }
    setToken(token);
  }
  try {
    // The header's badge asks for the unread count itself (useUnreadNotificationCount).
    setUserFromServer(await fetchCurrentUser());
    return 'signed-in';
  } catch (err) {
    if (isInvalidSession(err)) {
      // Forget the dead token first, or the next load would loop back here.
      clearToken();
      deps.siblingLogout(deps.currentUrl());
      return 'invalid-session';
    }
    setAnonymousUser();
    return 'anonymous';
  }
}

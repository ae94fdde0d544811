// The browser's side of the server render (shell/README, "The first screen is drawn on the server"): the page may arrive with
// its first screen drawn in #root and the answers it was drawn from beside it
// (shell/server/first-screen.mjs). The shell's first render starts from those answers, with the
// page's remote already loaded, so it commits the same page in place of the drawing.
import { getToken, hydrate } from '@baeum/shared';
import type { CurrentUserWire, DehydratedState, QueryClient, RemoteName } from '@baeum/shared';

/** The element the server writes the answers into (FIRST_SCREEN_DATA_ID in shell/server/first-screen.mjs). */
export const FIRST_SCREEN_DATA_ID = 'baeum-first-screen';

/**
 * A drawn button that needs the app is `disabled` and marked so until the app has the page
 * (AWAITS_APP_ATTR in shell/server/before-app.mjs); one that was disabled in the drawing is not marked.
 */
export const AWAITS_APP_ATTR = 'data-awaits-app';

/** The note the page shows when the app does not arrive (APP_MISSING_ID in shell/server/before-app.mjs). */
export const APP_MISSING_ID = 'baeum-app-missing';

/**
 * The app has committed over the drawing (hydrated or replaced): the page is pressed from now
 * on. Gives the drawn buttons that waited for it back to React as it rendered them (enabled), and
 * takes the "app missing" note away (shown or not: a late app still wins). Only those few
 * buttons are restyled — not the page, as lifting `inert` did.
 */
export function releaseDrawing(container: HTMLElement, doc: Document = document): void {
  for (const button of container.querySelectorAll(`[${AWAITS_APP_ATTR}]`)) {
    button.removeAttribute('disabled');
    button.removeAttribute(AWAITS_APP_ATTR);
  }
  doc.getElementById(APP_MISSING_ID)?.remove();
}

export interface FirstScreen {
  owner: RemoteName;
  state: DehydratedState;
  /** A member's drawing (a web view page opened with `?token=`): the user it was drawn for. */
  member?: CurrentUserWire;
}

/** The server's answers, or null when the page came without a first screen (or they do not parse). */
export function readFirstScreen(doc: Document = document): FirstScreen | null {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<FirstScreen>;
    if (typeof data.owner !== 'string' || !data.state || !Array.isArray(data.state.queries))
      return null;
    if (data.member !== undefined && (typeof data.member !== 'object' || data.member === null))
      return null;
    return data as FirstScreen;
  } catch {
    return null;
  }
}

/** Puts the server's answers into the page's cache (they count as fresh as when fetched). */
export function seedCache(queryClient: QueryClient, firstScreen: FirstScreen): void {
  hydrate(queryClient, firstScreen.state);
}

/**
 * The server drew the page for a visitor. When this browser has no credential either (no
 * stored token, none in the address), the shell starts from the same assumption while the
 * startup lookup runs, so the first render draws what is already on screen; a session found
 * by the lookup then updates the page as a log-in would.
 */
export function drawnForThisVisitor(location: Pick<Location, 'search'> = window.location): boolean {
  const params = new URLSearchParams(location.search);
  return !getToken() && !params.has('token') && !params.has('hash');
}

/** Resolves when `promise` settles or after `ms`, whichever is first (never rejects). */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

/**
 * Whether the drawing is this reader's page: a visitor's drawing for a browser with no
 * credential (above); a member's drawing for the address it was drawn from, which still carries
 * its `token` or `hash` (the server drew with exactly those).
 */
export function drawnForThisReader(
  firstScreen: FirstScreen,
  location: Pick<Location, 'search'> = window.location,
): boolean {
  if (!firstScreen.member) return drawnForThisVisitor(location);
  const params = new URLSearchParams(location.search);
  return Boolean(params.get('token') || params.get('hash'));
}

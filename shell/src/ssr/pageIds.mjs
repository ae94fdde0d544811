// The page's element ids and markers, named once for the server (shell/server/, the document in
// pageDocument.mjs) and the browser (firstScreen.ts, config/runtimeConfig.ts) — issue #46, "Each
// fact once": both import this file, as both import ../routes/matchRoute.mjs.

/** The <script type="application/json"> holding the answers a page was drawn from. */
export const FIRST_SCREEN_DATA_ID = 'baeum-first-screen';

/** The <script type="application/json"> holding the runtime config (the remotes map, settings). */
export const CONFIG_DATA_ID = 'baeum-config';

/**
 * A drawn button that needs the app is `disabled` and carries this attribute until the app has
 * the page (shell/server/before-app.mjs marks it, firstScreen.ts releaseDrawing lifts it).
 */
export const AWAITS_APP_ATTR = 'data-awaits-app';

/** The note a drawn page shows when its app does not arrive. */
export const APP_MISSING_ID = 'baeum-app-missing';

/** The element the app renders into (and hydrates on a drawn page). */
export const ROOT_ID = 'root';

/** The API's session cookie (api/src/auth/sessions.ts, SESSION_COOKIE): a member's browser. */
export const SESSION_COOKIE = 'baeum_session';

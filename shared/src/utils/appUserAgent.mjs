// The app's marker in its web views' user agent ("… BaeumApp/220 (iOS)"), named once for the
// browser (userAgent.ts) and the shell's server (shell/server/, deploy/nginx/): issue #46, "Each
// fact once".

/** The app's name in its user agent, before its version number. */
export const APP_UA_MARKER = 'BaeumApp';

/** A user agent of the app's web view (the marker and a version number). */
export const APP_UA_PATTERN = new RegExp(`${APP_UA_MARKER}/\\d+`, 'i');

// Spec §1 and §6: the native apps add a marker to the web view's user agent, which carries
// the app version that gates native features:
//   "... BaeumApp/220 (iOS)"   "... BaeumApp/215 (Android)"   "... BaeumApp/220 (iPad)"
import { requestScope } from '../requestScope';

export const APP_UA_MARKER = 'BaeumApp';

const MARKER_PATTERN = new RegExp(`${APP_UA_MARKER}/(\\d+)(?:\\s*\\(([^)]*)\\))?`, 'i');

export type AppPlatform = 'ios' | 'android';

export interface AppInfo {
  version: number;
  platform: AppPlatform | null;
  isIpad: boolean;
}

/** The browser's user agent, or on the server the one of the page being drawn (requestScope.ts). */
function currentUserAgent(): string {
  const scope = requestScope();
  if (scope) return scope.userAgent;
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** Reads the app marker; null on the plain website. */
export function parseAppUserAgent(userAgent: string = currentUserAgent()): AppInfo | null {
  const match = MARKER_PATTERN.exec(userAgent);
  if (!match) return null;
  const detail = (match[2] ?? '').toLowerCase();
  const isIpad = detail.includes('ipad') || /\biPad\b/.test(userAgent);
  let platform: AppPlatform | null = null;
  if (detail.includes('android') || /\bAndroid\b/.test(userAgent)) platform = 'android';
  else if (isIpad || detail.includes('ios') || /\b(iPhone|iPod)\b/.test(userAgent))
    platform = 'ios';
  return { version: Number(match[1]), platform, isIpad };
}

export function isInAppWebView(userAgent?: string): boolean {
  return parseAppUserAgent(userAgent) !== null;
}

/** The app version number (220 for "BaeumApp/220"), or null outside the app. */
export function getAppVersion(userAgent?: string): number | null {
  return parseAppUserAgent(userAgent)?.version ?? null;
}

/** Spec §2: the iPad app hides the search field. */
export function isIpadApp(userAgent?: string): boolean {
  return parseAppUserAgent(userAgent)?.isIpad ?? false;
}

export function isAppVersionAtLeast(minimum: number, userAgent?: string): boolean {
  const version = getAppVersion(userAgent);
  return version !== null && version >= minimum;
}

import type { AppPushFlag } from '../validation/rules';
import { isAppVersionAtLeast, parseAppUserAgent } from './userAgent';

// Spec §2: inside the apps the web view hands navigation to native screens. iOS exposes
// window.webkit.messageHandlers[name].postMessage(payload); Android exposes
// window.BaeumAndroid[name](json). Outside the app, below a handler's version gate, or when
// the app lacks the handler, the caller's web fallback runs instead. A native call that
// throws is only logged (spec §8): the app owns that screen, so the web does not navigate too.
type Id = string | number;

export interface NativeHandlerPayloads {
  exit: Record<string, never>;
  back: Record<string, never>;
  profile: { userId: Id };
  classDetail: { classId: Id };
  classTab: { classId: Id; tab: string };
  feedDetail: { commentId: Id };
  feedEdit: { commentId: Id };
  feedReply: { commentId: Id };
  reviewDetail: { classId: Id; reviewId: Id };
  reviewEdit: { reviewId: Id };
  storeReview: Record<string, never>;
  search: { keyword?: string };
  chat: { userId: Id };
  reportUser: { userId: Id };
  withdraw: Record<string, never>;
  openExternalLink: { url: string };
  /** Not in the spec's list: the member's app-push flags (spec §3), for the app to apply. */
  pushSettings: { settings: Record<AppPushFlag, boolean> };
}

export type NativeHandlerName = keyof NativeHandlerPayloads;

export const NATIVE_VERSION_GATE_210 = 210;
export const NATIVE_VERSION_GATE_220 = 220;

/**
 * The minimum app version of each handler (spec §6: gates 210 and 220). The spec does not
 * say which handler needs which; the screens added to the apps later are gated: review and
 * feed editing screens and the class tab arrived in 210, reporting, withdrawal and the
 * external browser in 220. The rest have been there since the first app with the marker.
 */
export const NATIVE_HANDLER_MIN_VERSION: Record<NativeHandlerName, number> = {
  exit: 0,
  back: 0,
  profile: 0,
  // The native class detail screen arrived in 210; older apps keep the web class page.
  classDetail: NATIVE_VERSION_GATE_210,
  feedDetail: 0,
  search: 0,
  chat: 0,
  classTab: NATIVE_VERSION_GATE_210,
  feedEdit: NATIVE_VERSION_GATE_210,
  feedReply: NATIVE_VERSION_GATE_210,
  reviewDetail: NATIVE_VERSION_GATE_210,
  reviewEdit: NATIVE_VERSION_GATE_210,
  storeReview: NATIVE_VERSION_GATE_210,
  reportUser: NATIVE_VERSION_GATE_220,
  withdraw: NATIVE_VERSION_GATE_220,
  openExternalLink: NATIVE_VERSION_GATE_220,
  // Our addition: apps from 220 on apply the flags the web view hands them.
  pushSettings: NATIVE_VERSION_GATE_220,
};

export const NATIVE_HANDLER_NAMES = Object.keys(NATIVE_HANDLER_MIN_VERSION) as NativeHandlerName[];

interface IosHandler {
  postMessage(payload: unknown): void;
}

export interface NativeBridgeWindow {
  webkit?: { messageHandlers?: Record<string, IosHandler | undefined> };
  BaeumAndroid?: Record<string, ((json: string) => void) | undefined>;
}

export type NativeCallResult = 'native' | 'fallback' | 'failed';

export interface NativeCallOptions {
  /** Web navigation used when the app cannot handle the call. */
  fallback?: () => void;
  userAgent?: string;
  target?: NativeBridgeWindow;
  logger?: Pick<Console, 'error'>;
}

/** Whether the current app version can handle this call natively (spec §6 gates). */
export function canCallNative(name: NativeHandlerName, userAgent?: string): boolean {
  return isAppVersionAtLeast(NATIVE_HANDLER_MIN_VERSION[name], userAgent);
}

export function callNative<K extends NativeHandlerName>(
  name: K,
  payload: NativeHandlerPayloads[K],
  options: NativeCallOptions = {},
): NativeCallResult {
  const { fallback, userAgent, logger = console } = options;
  const target =
    options.target ??
    (typeof window === 'undefined' ? {} : (window as unknown as NativeBridgeWindow));
  const app = parseAppUserAgent(userAgent);
  const runFallback = (): NativeCallResult => {
    fallback?.();
    return 'fallback';
  };
  if (!app || app.version < NATIVE_HANDLER_MIN_VERSION[name]) return runFallback();

  try {
    const ios = target.webkit?.messageHandlers?.[name];
    if (app.platform !== 'android' && ios) {
      ios.postMessage(payload);
      return 'native';
    }
    const android = target.BaeumAndroid?.[name];
    if (app.platform !== 'ios' && typeof android === 'function') {
      // Called as a method: Android's JavascriptInterface needs its receiver.
      target.BaeumAndroid![name]!(JSON.stringify(payload));
      return 'native';
    }
  } catch (error) {
    logger.error(`[native bridge] ${name} failed`, error);
    return 'failed';
  }
  return runFallback();
}

type BridgeFunction<K extends NativeHandlerName> =
  NativeHandlerPayloads[K] extends Record<string, never>
    ? (payload?: NativeHandlerPayloads[K], options?: NativeCallOptions) => NativeCallResult
    : (payload: NativeHandlerPayloads[K], options?: NativeCallOptions) => NativeCallResult;

/** One function per native handler: nativeBridge.classDetail({ classId }, { fallback }). */
export const nativeBridge = Object.fromEntries(
  NATIVE_HANDLER_NAMES.map((name) => [
    name,
    (payload: object = {}, options?: NativeCallOptions) =>
      callNative(name, payload as NativeHandlerPayloads[typeof name], options),
  ]),
) as { [K in NativeHandlerName]: BridgeFunction<K> };

/**
 * A link's click handler for the app's web view (spec §2): where the app version allows, the
 * native screen opens instead of the link's page; a bridge that throws is only logged and the
 * web stays put (the app owns that screen). Outside the app the link works as a link.
 */
export const viaApp =
  (call: () => NativeCallResult) =>
  (event: { preventDefault(): void }): void => {
    if (call() !== 'fallback') event.preventDefault();
  };

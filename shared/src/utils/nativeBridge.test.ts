import type { NativeBridgeWindow, NativeHandlerName, NativeHandlerPayloads } from './nativeBridge';
import {
  NATIVE_HANDLER_MIN_VERSION,
  NATIVE_HANDLER_NAMES,
  callNative,
  canCallNative,
  nativeBridge,
} from './nativeBridge';

const IOS = (v: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) BaeumApp/${v} (iOS)`;
const ANDROID = (v: number) => `Mozilla/5.0 (Linux; Android 14) BaeumApp/${v} (Android)`;
const WEB = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15';

function iosWindow() {
  const posted: Array<[string, unknown]> = [];
  const messageHandlers = Object.fromEntries(
    NATIVE_HANDLER_NAMES.map((name) => [
      name,
      { postMessage: (payload: unknown) => posted.push([name, payload]) },
    ]),
  );
  return { target: { webkit: { messageHandlers } } as NativeBridgeWindow, posted };
}

function androidWindow() {
  const calls: Array<[string, string]> = [];
  const BaeumAndroid: Record<string, (json: string) => void> = {};
  for (const name of NATIVE_HANDLER_NAMES) {
    BaeumAndroid[name] = function (this: unknown, json: string) {
      // Android's JavascriptInterface only works when called on its object.
      if (this !== BaeumAndroid) throw new Error('called without receiver');
      calls.push([name, json]);
    };
  }
  return { target: { BaeumAndroid } as NativeBridgeWindow, calls };
}

describe('native bridge (spec §2)', () => {
  it('covers all 16 handlers of the spec, and the push settings hand-over', () => {
    expect([...NATIVE_HANDLER_NAMES].sort()).toEqual(
      [
        'exit',
        'back',
        'profile',
        'classDetail',
        'classTab',
        'feedDetail',
        'feedEdit',
        'feedReply',
        'reviewDetail',
        'reviewEdit',
        'storeReview',
        'search',
        'chat',
        'reportUser',
        'withdraw',
        'openExternalLink',
        // Not in the spec's list: the web view's push settings for the app (mfe-account).
        'pushSettings',
      ].sort(),
    );
    expect(Object.keys(nativeBridge).sort()).toEqual([...NATIVE_HANDLER_NAMES].sort());
  });

  it('gates some handlers at app version 210 and some at 220', () => {
    const gates = new Set(Object.values(NATIVE_HANDLER_MIN_VERSION));
    expect(gates).toEqual(new Set([0, 210, 220]));
  });

  it('opens the web class page below app version 210 and the native class detail from it', () => {
    const { target, posted } = iosWindow();
    const fallback = jest.fn();
    expect(
      callNative('classDetail', { classId: 7 }, { userAgent: IOS(209), target, fallback }),
    ).toBe('fallback');
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(
      callNative('classDetail', { classId: 7 }, { userAgent: IOS(210), target, fallback }),
    ).toBe('native');
    expect(callNative('back', {}, { userAgent: IOS(209), target, fallback })).toBe('native');
    expect(posted).toEqual([
      ['classDetail', { classId: 7 }],
      ['back', {}],
    ]);
  });

  it('posts the payload object to webkit.messageHandlers on iOS', () => {
    const { target, posted } = iosWindow();
    const fallback = jest.fn();
    expect(
      callNative('classDetail', { classId: 42 }, { userAgent: IOS(210), target, fallback }),
    ).toBe('native');
    expect(posted).toEqual([['classDetail', { classId: 42 }]]);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('calls window.BaeumAndroid[name] with a JSON string on Android', () => {
    const { target, calls } = androidWindow();
    expect(callNative('chat', { userId: 'u7' }, { userAgent: ANDROID(215), target })).toBe(
      'native',
    );
    expect(calls).toEqual([['chat', '{"userId":"u7"}']]);
  });

  it('sends "{}" for a handler without payload', () => {
    const { target, calls } = androidWindow();
    nativeBridge.exit(undefined, { userAgent: ANDROID(220), target });
    expect(calls).toEqual([['exit', '{}']]);
  });

  it('falls back to web navigation outside the app', () => {
    const { target, posted } = iosWindow();
    const fallback = jest.fn();
    expect(callNative('profile', { userId: 1 }, { userAgent: WEB, target, fallback })).toBe(
      'fallback',
    );
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([]);
  });

  it.each(
    Object.entries(NATIVE_HANDLER_MIN_VERSION).filter(([, gate]) => gate > 0) as Array<
      [NativeHandlerName, number]
    >,
  )('%s falls back below version %i and goes native from it', (name, gate) => {
    const { target, posted } = iosWindow();
    const payload = {
      classId: 1,
      tab: 'review',
      commentId: 1,
      reviewId: 1,
      userId: 1,
      url: 'https://a.kr',
    };
    const fallback = jest.fn();
    const call = (version: number) =>
      callNative(name, payload as unknown as NativeHandlerPayloads[typeof name], {
        userAgent: IOS(version),
        target,
        fallback,
      });
    expect(call(gate - 1)).toBe('fallback');
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(call(gate)).toBe('native');
    expect(posted).toHaveLength(1);
    expect(canCallNative(name, IOS(gate - 1))).toBe(false);
    expect(canCallNative(name, IOS(gate))).toBe(true);
  });

  it('falls back when the app does not expose the handler', () => {
    const fallback = jest.fn();
    expect(
      callNative('search', { keyword: '요가' }, { userAgent: IOS(220), target: {}, fallback }),
    ).toBe('fallback');
    expect(fallback).toHaveBeenCalled();
  });

  it('only logs a native failure, without throwing or navigating on the web as well', () => {
    const logger = { error: jest.fn() };
    const fallback = jest.fn();
    const target: NativeBridgeWindow = {
      webkit: {
        messageHandlers: {
          back: {
            postMessage: () => {
              throw new Error('bridge gone');
            },
          },
        },
      },
    };
    expect(callNative('back', {}, { userAgent: IOS(220), target, fallback, logger })).toBe(
      'failed',
    );
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('back'), expect.any(Error));
    expect(fallback).not.toHaveBeenCalled();
  });

  it('uses window and navigator by default', () => {
    const ua = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS(220));
    const postMessage = jest.fn();
    (window as unknown as NativeBridgeWindow).webkit = {
      messageHandlers: { reportUser: { postMessage } },
    };
    try {
      expect(nativeBridge.reportUser({ userId: 9 })).toBe('native');
      expect(postMessage).toHaveBeenCalledWith({ userId: 9 });
    } finally {
      delete (window as unknown as NativeBridgeWindow).webkit;
      ua.mockRestore();
    }
  });
});

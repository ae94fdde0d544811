import {
  getAppVersion,
  isAppVersionAtLeast,
  isInAppWebView,
  isIpadApp,
  parseAppUserAgent,
} from './userAgent';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('user agent detection of the in-app web view (spec §1, §6)', () => {
  it('finds the app marker and version on iOS', () => {
    expect(parseAppUserAgent(`${IPHONE} BaeumApp/220 (iOS)`)).toEqual({
      version: 220,
      platform: 'ios',
      isIpad: false,
    });
  });

  it('finds the app marker and version on Android', () => {
    expect(parseAppUserAgent(`${ANDROID} BaeumApp/215 (Android)`)).toEqual({
      version: 215,
      platform: 'android',
      isIpad: false,
    });
  });

  it('recognises the iPad app by its marker or by the device', () => {
    expect(isIpadApp(`${IPAD} BaeumApp/220 (iPad)`)).toBe(true);
    expect(isIpadApp(`${IPAD} BaeumApp/220 (iOS)`)).toBe(true);
    expect(isIpadApp(`${IPHONE} BaeumApp/220 (iOS)`)).toBe(false);
  });

  it('an iPad browser outside the app is not the iPad app', () => {
    expect(isIpadApp(IPAD)).toBe(false);
  });

  it('is the plain website without the marker', () => {
    expect(isInAppWebView(IPHONE)).toBe(false);
    expect(getAppVersion(ANDROID)).toBeNull();
    expect(isInAppWebView('')).toBe(false);
  });

  it('does not take a marker without a version', () => {
    expect(isInAppWebView(`${IPHONE} BaeumApp/ (iOS)`)).toBe(false);
  });

  it('compares the app version with a gate', () => {
    expect(isAppVersionAtLeast(210, `${IPHONE} BaeumApp/210 (iOS)`)).toBe(true);
    expect(isAppVersionAtLeast(220, `${IPHONE} BaeumApp/219 (iOS)`)).toBe(false);
    expect(isAppVersionAtLeast(0, IPHONE)).toBe(false);
  });

  it('reads navigator.userAgent by default', () => {
    const spy = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(`${ANDROID} BaeumApp/205 (Android)`);
    try {
      expect(isInAppWebView()).toBe(true);
      expect(getAppVersion()).toBe(205);
    } finally {
      spy.mockRestore();
    }
  });
});

import type { NativeBridgeWindow } from './nativeBridge';
import { isSafeExternalUrl, openExternalLink, safeExternalHref } from './externalLink';

describe('safe external links', () => {
  it('accepts only http and https addresses', () => {
    expect(isSafeExternalUrl('https://www.youtube.com/watch?v=1')).toBe(true);
    expect(isSafeExternalUrl('http://example.kr')).toBe(true);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('JaVaScRiPt:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('data:text/html,<script>1</script>')).toBe(false);
    expect(isSafeExternalUrl('intent://scan#Intent;end')).toBe(false);
    expect(isSafeExternalUrl('/relative/path')).toBe(false);
    expect(isSafeExternalUrl('')).toBe(false);
    expect(isSafeExternalUrl(undefined)).toBe(false);
    expect(safeExternalHref('javascript:void(0)')).toBeUndefined();
    expect(safeExternalHref('https://a.kr')).toBe('https://a.kr');
  });

  it('opens a safe link in a new tab on the web', () => {
    const open = jest.fn();
    expect(openExternalLink('https://a.kr/x', { userAgent: 'Mozilla/5.0', open })).toBe(true);
    expect(open).toHaveBeenCalledWith('https://a.kr/x');
  });

  it('refuses an unsafe link', () => {
    const open = jest.fn();
    expect(openExternalLink('javascript:alert(1)', { open })).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('asks the app (220+) to open the system browser', () => {
    const postMessage = jest.fn();
    const open = jest.fn();
    (window as unknown as NativeBridgeWindow).webkit = {
      messageHandlers: { openExternalLink: { postMessage } },
    };
    try {
      openExternalLink('https://a.kr', { userAgent: 'iPhone BaeumApp/220 (iOS)', open });
      expect(postMessage).toHaveBeenCalledWith({ url: 'https://a.kr' });
      expect(open).not.toHaveBeenCalled();
    } finally {
      delete (window as unknown as NativeBridgeWindow).webkit;
    }
  });

  it('opens with noopener by default', () => {
    const spy = jest.spyOn(window, 'open').mockReturnValue(null);
    openExternalLink('https://a.kr', { userAgent: 'Mozilla/5.0' });
    expect(spy).toHaveBeenCalledWith('https://a.kr', '_blank', 'noopener,noreferrer');
    spy.mockRestore();
  });
});

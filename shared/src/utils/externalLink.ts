import { callNative } from './nativeBridge';

/** Only http(s) addresses may leave the site: no javascript:, data: or app schemes. */
export function isSafeExternalUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The url when it is a safe external link, otherwise undefined (for <a href>). */
export function safeExternalHref(url: string | null | undefined): string | undefined {
  return isSafeExternalUrl(url) ? url : undefined;
}

export interface OpenExternalLinkOptions {
  userAgent?: string;
  open?: (url: string) => void;
}

/**
 * Opens an external page: in the app (220+) in the system browser through the native bridge,
 * on the web in a new tab without an opener. Unsafe addresses are refused (returns false).
 */
export function openExternalLink(url: string, options: OpenExternalLinkOptions = {}): boolean {
  if (!isSafeExternalUrl(url)) return false;
  const open =
    options.open ?? ((href: string) => window.open(href, '_blank', 'noopener,noreferrer'));
  callNative(
    'openExternalLink',
    { url },
    { userAgent: options.userAgent, fallback: () => open(url) },
  );
  return true;
}

// What a post may hold, checked before anything is sent (the API enforces the same limits).
export const POST_MAX = 2000;
export const PHOTO_MAX_COUNT = 10;

/** Only youtube.com and youtu.be links with a video id are accepted. */
export function isYoutubeUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    const host = url.hostname.replace(/^(www|m)\./, '');
    if (host === 'youtu.be') return /^\/[\w-]{6,}$/.test(url.pathname);
    if (host !== 'youtube.com') return false;
    return (
      (url.pathname === '/watch' && /^[\w-]{6,}$/.test(url.searchParams.get('v') ?? '')) ||
      /^\/(shorts|embed)\/[\w-]{6,}$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

/**
 * A YouTube video id from a link the author gave, or null. Only youtube.com (www, m) watch,
 * shorts, embed and live links and youtu.be links count, and only an 11-character id
 * ([A-Za-z0-9_-]) is taken: nothing else of the link reaches the page.
 */
export function youtubeId(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  const candidate =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com'
        ? parsed.pathname === '/watch'
          ? parsed.searchParams.get('v')
          : /^\/(shorts|embed|live)\/([^/]+)/.exec(parsed.pathname)?.[2]
        : null;
  return candidate && /^[A-Za-z0-9_-]{11}$/.test(candidate) ? candidate : null;
}

/** The video's still, from YouTube's image host (lazy, below the text). */
export const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** The privacy-enhanced player, started by the click that asked for it. */
export const youtubeEmbed = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;

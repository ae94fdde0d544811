// Spec §9: images from the product's CDN are shown as their webp_800 variant. The CDN keeps
// the variant beside the original: /a/b.jpg → /a/b_webp_800.webp. Other hosts are left alone.
export const PRODUCT_CDN_HOST = 'cdn.baeum.kr';
export const WEBP_800_SUFFIX = '_webp_800.webp';

// GIFs may be animated and SVGs are vectors: the CDN has no webp variant for them.
const CONVERTIBLE = /\.(jpe?g|png|webp)$/i;

export function toWebp800(url: string | null | undefined): string {
  if (!url) return '';
  // Most addresses are not the CDN's: answer those without parsing (a URL that does not parse
  // throws, and a card list asks this for every card on every render).
  if (!url.toLowerCase().includes(PRODUCT_CDN_HOST)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
  } catch {
    return url; // relative or malformed: not a CDN image
  }
  if (parsed.hostname !== PRODUCT_CDN_HOST) return url;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return url;
  const path = parsed.pathname;
  if (path.endsWith(WEBP_800_SUFFIX) || !CONVERTIBLE.test(path)) return url;
  parsed.pathname = path.replace(CONVERTIBLE, WEBP_800_SUFFIX);
  const converted = parsed.toString();
  return url.startsWith('//') ? converted.replace(/^https:/, '') : converted;
}

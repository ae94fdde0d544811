// A page as others read it (#39, "Pages others read"): its <title>, description, canonical
// address and the Open Graph / Twitter tags a shared link (KakaoTalk, a search result) shows.
// React 19 hoists <title>, <meta> and <link> wherever they are rendered: in the browser into
// document.head (adopting the ones the server sent), on the server into the markup's preamble,
// which the shell's server moves into the page's <head> (scripts/first-screen.mjs). No head
// manager library: React's own hoisting is enough.
import { useEffect } from 'react';
import { getConfig } from '../config';
import { platformMessages } from '../messages/platform';
import { requestScope } from '../requestScope';
import { usePageTitle } from './pageTitle';

/** The site's share image (shared/mf/static): a raster image, as every link preview needs. */
export const DEFAULT_SHARE_IMAGE = '/og-image.jpg';

/**
 * index.html's site-wide tags (all but <title>, which React adopts): the server leaves them
 * out of a drawn page; in the browser the first PageHead removes them, so a page never has
 * two descriptions.
 */
export const DEFAULT_HEAD_ATTRIBUTE = 'data-default-head';

/** Longest description kept (search results and previews cut near here anyway). */
const DESCRIPTION_MAX = 160;

export interface PageHeadProps {
  /** The page's name, through the title template; none: the site's tagline (home). */
  title?: string | null;
  /** One or two plain sentences about the page; none: the site's description. */
  description?: string | null;
  /** The page's picture (a class's cover, a post's photo); SVG or none: the site's image. */
  image?: string | null;
  /** The page's canonical path (`/class/1`, `/search?keyword=…`); none: no canonical address. */
  path?: string | null;
  /** `og:type`: a post is an article, everything else a website. */
  type?: 'website' | 'article';
}

/**
 * An address as a shared link needs it: absolute. A path is put on the site's public origin
 * (the configured one; in the browser else the page's own). On the server without a
 * configured origin the path stays a path and the shell's server adds the request's allowed
 * host (the drawing itself never depends on who asked). Anything but http(s) is dropped.
 */
export function shareUrl(address: string | null | undefined): string | null {
  const value = address?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  if (!value.startsWith('/')) return null;
  const configured = getConfig().publicOrigin;
  if (configured) return `${configured}${value}`;
  if (requestScope() || typeof window === 'undefined') return value;
  return `${window.location.origin}${value}`;
}

/** A raster image (JPEG, PNG, WebP…): link previews do not show SVG. */
export function isRasterImage(address: string | null | undefined): boolean {
  if (!address) return false;
  const path = address.trim().split(/[?#]/)[0]!.toLowerCase();
  return !path.startsWith('data:image/svg') && !path.endsWith('.svg') && !path.endsWith('.svgz');
}

/** Plain text on one line, cut at a word near DESCRIPTION_MAX characters. */
export function shareDescription(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return platformMessages.description;
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The page's head. Every attribute is text React escapes; nothing here is raw markup.
 * `document.title` follows the page on client-side navigation (usePageTitle: the tagline
 * again when the page goes).
 */
export function PageHead({ title, description, image, path, type = 'website' }: PageHeadProps) {
  const name = title?.trim() || null;
  useEffect(() => {
    for (const tag of document.head.querySelectorAll(`[${DEFAULT_HEAD_ATTRIBUTE}]`)) tag.remove();
  }, []);
  usePageTitle(name);
  const documentTitle = name ? platformMessages.titleTemplate(name) : platformMessages.tagline;
  const shareTitle = name ? documentTitle : platformMessages.shareTitle;
  const text = shareDescription(description);
  const picture = shareUrl(isRasterImage(image) ? image : null) ?? shareUrl(DEFAULT_SHARE_IMAGE)!;
  const canonical = shareUrl(path);
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={text} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:image" content={picture} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={picture} />
    </>
  );
}

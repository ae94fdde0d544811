// The generated images as WebP (issue 18): a browser draws every SVG image as a small document
// on its main thread (layout, Korean text shaping), ~30–100 ms each on a slow phone, and a page
// shows twenty of them, all before its first paint can settle. A WebP decodes off the main
// thread. sharp (libvips, prebuilt binaries from npm; README "Generated images") renders the same SVG
// once; the result is kept by its text in an LRU (lru-cache), so a repeated image costs a hash.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';

/**
 * The drawings' text is Korean and names Pretendard first, as the site's CSS does. A server
 * may have no Korean font at all (a fresh Debian machine has none), so the renderer's
 * fontconfig is pointed at the Pretendard files of the `pretendard` package, before the
 * machine's own fonts. Set before sharp loads: fontconfig reads it once.
 */
function pointFontconfigAtPretendard(): void {
  if (process.env.FONTCONFIG_FILE) return; // the deployment chose its own
  const require = createRequire(import.meta.url);
  const fonts = path.join(
    path.dirname(require.resolve('pretendard/package.json')),
    'dist/public/static',
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-fonts-'));
  const conf = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>` +
      `<dir>${fonts}</dir><include ignore_missing="yes">/etc/fonts/fonts.conf</include>` +
      `<cachedir>${dir}</cachedir></fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = conf;
}
pointFontconfigAtPretendard();
const { default: sharp } = await import('sharp');

/** ~2,000 typical images (1–20 KB each). */
const MAX_BYTES = 32 * 1024 * 1024;

const cache = new LRUCache<string, Buffer>({
  maxSize: MAX_BYTES,
  sizeCalculation: (b) => Math.max(1, b.length),
  // Concurrent misses of one image share one rendering.
  fetchMethod: (_key, _stale, { context }) =>
    sharp(Buffer.from(context as string))
      .webp({ quality: 82 })
      .toBuffer(),
});

/** The SVG drawing as WebP, at its own size. */
export async function svgToWebp(svg: string): Promise<Buffer> {
  const key = createHash('sha1').update(svg).digest('base64url');
  const webp = await cache.fetch(key, { context: svg });
  if (!webp) throw new Error('image rendering failed');
  return webp;
}

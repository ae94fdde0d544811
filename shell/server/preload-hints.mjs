// Route-aware preload hints for the shell's index.html. The shell's server knows the route
// table, so for the page being served it names the owning remote's manifest, remoteEntry.js and
// its ./Routes chunks in <head>: the browser fetches them beside main.js instead of after it
// (the client-side waterfall HTML → main.js → manifest → entry → chunk becomes one step).
// Manifests are read from wherever the runtime config points (independent deploys keep working)
// and kept for a short while.
import { firstMatching } from '../src/routes/matchRoute.mjs';

const DEFAULT_TTL_MS = 30_000;

/** Attribute-safe text (the URLs come from configuration and manifests). */
function attr(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function isHttpUrl(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * @param {{
 *   ownerOf: (pathname: string) => string | null,
 *   fetchManifest?: (url: string) => Promise<unknown>,
 *   fetchStyle?: (url: string) => Promise<string>,
 *   ttlMs?: number,
 *   exposed?: string,
 * }} options
 */
export function createPreloadHints({
  ownerOf,
  fetchManifest = defaultFetchManifest,
  fetchStyle = defaultFetchStyle,
  ttlMs = DEFAULT_TTL_MS,
  exposed = './Routes',
}) {
  /** @type {Map<string, { at: number, manifest: Promise<unknown> }>} */
  const cache = new Map();
  /** Content-hashed style files never change: their text is kept (a few dozen files). */
  /** @type {Map<string, Promise<string | false | null>>} */
  const styles = new Map();

  /**
   * A first screen's style, inline: a `<style>` needs no request (from another origin, so a new
   * connection) before the first paint. Falls back to a render-blocking link when the file
   * cannot be read or is not a plain stylesheet.
   */
  async function blockingStyle(href) {
    if (!HASHED_STYLE.test(href)) return styleTag(href, true);
    let text = styles.get(href);
    if (!text) {
      text = fetchStyle(href).then(
        (css) =>
          typeof css === 'string' && isInlineSafe(css)
            ? css.replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '').trim()
            : false, // not plain: linked, for good
        () => null, // not read: linked this time
      );
      styles.set(href, text);
      if (styles.size > MAX_STYLES) styles.delete(styles.keys().next().value);
    }
    const css = await text;
    if (css === null) styles.delete(href); // try again on a later page
    if (typeof css !== 'string') return styleTag(href, true);
    return `<style data-href="${attr(href)}">${css}</style>`;
  }

  function manifestOf(url) {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < ttlMs) return hit.manifest;
    const manifest = fetchManifest(url).catch(() => null);
    cache.set(url, { at: Date.now(), manifest });
    return manifest;
  }

  /**
   * The <link> tags for `pathname`, given the remotes map of this response; '' when the route
   * has no owner, the manifest cannot be read, or anything in it looks wrong.
   *
   * `firstScreen`: the page carries the server's drawing of its first screen, which must paint
   * styled: the owner's route styles (sync and lazy: whatever the page draws) and those of
   * `alsoDrawn` (other exposed modules in the drawing, e.g. `mfe_search/SearchBar` in the
   * header) become render-blocking stylesheets instead of preloads.
   * @param {string} pathname
   * @param {Record<string, string>} remotes
   * @param {{ firstScreen?: boolean, alsoDrawn?: string[] }} [options]
   */
  return async function hintsFor(pathname, remotes, { firstScreen = false, alsoDrawn = [] } = {}) {
    const owner = ownerOf(pathname);
    const read = await readRemote(owner, remotes);
    if (!read) return '';
    const { manifestUrl, manifest, resolve } = read;
    const entry = manifest.metaData?.remoteEntry;
    const expose = exposeOf(manifest, exposed);
    const tags = [
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(manifestUrl)}">`,
    ];
    const entryUrl = entry?.name
      ? resolve(`${entry.path ? `${entry.path}/` : ''}${entry.name}`)
      : null;
    if (entryUrl) tags.push(`<link rel="preload" as="script" href="${attr(entryUrl)}">`);
    const routeStyles = firstScreen
      ? [...(expose?.assets?.css?.sync ?? []), ...(expose?.assets?.css?.async ?? [])].filter(
          (file) => !inShellStyles(manifest).has(file),
        )
      : (expose?.assets?.css?.sync ?? []);
    for (const file of routeStyles) {
      const href = resolve(file);
      if (href) tags.push(firstScreen ? await blockingStyle(href) : styleTag(href, false));
    }
    if (firstScreen) {
      for (const id of alsoDrawn) {
        const [remote, name] = id.split('/');
        const other = remote === owner ? read : await readRemote(remote, remotes);
        for (const file of exposeOf(other?.manifest, `./${name}`)?.assets?.css?.sync ?? []) {
          const href = other?.resolve(file);
          if (href) tags.push(await blockingStyle(href));
        }
      }
    }
    for (const file of expose?.assets?.js?.sync ?? []) {
      const href = resolve(file);
      if (href) tags.push(`<link rel="preload" as="script" href="${attr(href)}">`);
    }
    return tags.join('');
  };

  /** A remote's manifest and a resolver of its files, or null. */
  async function readRemote(remote, remotes) {
    const manifestUrl = remote ? remotes[remote] : undefined;
    if (!manifestUrl || !isHttpUrl(manifestUrl)) return null;
    const manifest = /** @type {any} */ (await manifestOf(manifestUrl));
    if (!manifest || typeof manifest !== 'object') return null;
    const base = new URL('.', manifestUrl);
    const resolve = (file) =>
      typeof file === 'string' && !file.includes('..') ? new URL(file, base).href : null;
    return { manifestUrl, manifest, resolve };
  }
}

/**
 * Shared packages the shell always provides (eager in its main.js, their styles in its
 * main.css): the remote's own copy of their styles would only block the first paint again.
 */
const SHELL_PROVIDED = new Set(['@baeum/shared', '@baeum/shared/styles/global.scss']);

/** The style files of a remote's manifest that belong to packages the shell provides. */
function inShellStyles(manifest) {
  const files = new Set();
  for (const shared of manifest?.shared ?? []) {
    if (!SHELL_PROVIDED.has(shared?.name)) continue;
    for (const file of [...(shared.assets?.css?.sync ?? []), ...(shared.assets?.css?.async ?? [])])
      files.add(file);
  }
  return files;
}

/** A content-hashed .css file (the builds' `[name].[contenthash:8].css`). */
const HASHED_STYLE = /\.[0-9a-f]{8}\.css$/;
const MAX_STYLES = 200;

/** Compiled CSS that can sit in a <style> as it is: nothing that ends the element or refers to a file. */
function isInlineSafe(css) {
  return css.length < 200_000 && !/<\/style/i.test(css) && !/url\(|@import/i.test(css);
}

async function defaultFetchStyle(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  if (!res.ok) throw new Error(`style ${res.status}`);
  return res.text();
}

function exposeOf(manifest, exposePath) {
  return (manifest?.exposes ?? []).find((e) => e?.path === exposePath);
}

function styleTag(href, blocking) {
  return blocking
    ? `<link rel="stylesheet" href="${attr(href)}">`
    : `<link rel="preload" as="style" href="${attr(href)}">`;
}

/**
 * `ownerOf` from the shell's route table (shell/static/route-table.json, served beside its
 * index.html): the first pattern that matches the whole path, with the router's own matcher
 * (shell/src/routes/matchRoute.mjs).
 * @param {{ routes: Array<{ pattern: string, remote: string }> }} table
 */
export function routeOwners(table) {
  const routes = table?.routes ?? [];
  return (pathname) => firstMatching(routes, pathname)?.remote ?? null;
}

async function defaultFetchManifest(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  if (!res.ok) throw new Error(`manifest ${res.status}`);
  return res.json();
}

/**
 * The shell's own stylesheet (`/main.HASH.css`, named by its index.html), inline: the first
 * paint then waits for the HTML alone, not for one more request (on a phone, a round trip plus
 * ~21 KB competing with `main.js` and the LCP image). It costs ~5 KB gzip in every page, which
 * no cache keeps; the hashed file is still served for anyone who asks. Read once per file name
 * (content-hashed, so a new build is a new name); a link stays when the file cannot be read or
 * is not plain CSS.
 * @param {(href: string) => string} readOwnFile  the file's text by its site path
 */
export function createOwnStyles(readOwnFile) {
  /** @type {Map<string, string | false>} */
  const kept = new Map();
  return function inlineOwnStyles(html) {
    return html.replace(OWN_STYLE_LINK, (tag, href) => {
      let css = kept.get(href);
      if (css === undefined) {
        try {
          const text = readOwnFile(href);
          css = isInlineSafe(text)
            ? text.replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '').trim()
            : false;
        } catch {
          css = false;
        }
        if (kept.size >= MAX_STYLES) kept.clear();
        kept.set(href, css);
      }
      return css === false ? tag : `<style data-href="${attr(href)}">${css}</style>`;
    });
  };
}

/** index.html's own hashed stylesheet link, as the HTML plugin writes it (quoted or not). */
const OWN_STYLE_LINK =
  /<link href="?(\/[\w-]+(?:\.[\w-]+)*\.[0-9a-f]{8}\.css)"? rel="?stylesheet"?>/g;

/** Puts the hints at the end of <head>. */
export function injectHints(html, hints) {
  return hints ? html.replace('</head>', `${hints}</head>`) : html;
}

/**
 * The app's marker in a web view's user agent (shared/src/utils/userAgent.ts, APP_UA_MARKER):
 * the apps draw their own header, so their pages get no header frame.
 */
export const APP_UA_PATTERN = /BaeumApp\/\d+/i;

/**
 * Puts the shell's first frame (shell/static/boot-frame.html: a <style> and the header's
 * shape) into the page, so the first paint does not wait for JavaScript: its style at the end
 * of <head>, its markup inside the empty #root that React's first render replaces. Not for the
 * app's web view (`userAgent` with the app's marker) or when there is no frame.
 * @param {string} html
 * @param {string | null} frame
 * @param {string} [userAgent]
 */
export function injectFrame(html, frame, userAgent = '') {
  if (!frame || APP_UA_PATTERN.test(userAgent)) return html;
  const split = frame.indexOf('</style>');
  if (split < 0) return html;
  const style = frame.slice(0, split + '</style>'.length);
  const markup = frame.slice(split + '</style>'.length).trim();
  return html
    .replace('</head>', `${style}</head>`)
    .replace(/<div id="?root"?><\/div>/, (root) => root.replace('></div>', `>${markup}</div>`));
}

// Route-aware preload hints for the shell's index.html. The shell's server knows the route
// table, so for the page being served it names the owning remote's manifest, remoteEntry.js and
// its ./Routes chunks in <head>: the browser fetches them beside main.js instead of after it
// (the client-side waterfall HTML → main.js → manifest → entry → chunk becomes one step).
// Manifests are read from wherever the runtime config points (independent deploys keep working)
// and kept for a short while.

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
 *   ttlMs?: number,
 *   exposed?: string,
 * }} options
 */
export function createPreloadHints({
  ownerOf,
  fetchManifest = defaultFetchManifest,
  ttlMs = DEFAULT_TTL_MS,
  exposed = './Routes',
}) {
  /** @type {Map<string, { at: number, manifest: Promise<unknown> }>} */
  const cache = new Map();

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
   * @param {string} pathname
   * @param {Record<string, string>} remotes
   */
  return async function hintsFor(pathname, remotes) {
    const owner = ownerOf(pathname);
    const manifestUrl = owner ? remotes[owner] : undefined;
    if (!manifestUrl || !isHttpUrl(manifestUrl)) return '';
    const manifest = /** @type {any} */ (await manifestOf(manifestUrl));
    if (!manifest || typeof manifest !== 'object') return '';
    const base = new URL('.', manifestUrl);
    const entry = manifest.metaData?.remoteEntry;
    const expose = (manifest.exposes ?? []).find((e) => e?.path === exposed);
    const resolve = (file) =>
      typeof file === 'string' && !file.includes('..') ? new URL(file, base).href : null;
    const tags = [
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(manifestUrl)}">`,
    ];
    const entryUrl = entry?.name
      ? resolve(`${entry.path ? `${entry.path}/` : ''}${entry.name}`)
      : null;
    if (entryUrl) tags.push(`<link rel="preload" as="script" href="${attr(entryUrl)}">`);
    for (const file of expose?.assets?.css?.sync ?? []) {
      const href = resolve(file);
      if (href) tags.push(`<link rel="preload" as="style" href="${attr(href)}">`);
    }
    for (const file of expose?.assets?.js?.sync ?? []) {
      const href = resolve(file);
      if (href) tags.push(`<link rel="preload" as="script" href="${attr(href)}">`);
    }
    return tags.join('');
  };
}

/**
 * `ownerOf` from the shell's route table (shell/static/route-table.json, served beside its
 * index.html): the first pattern that matches the whole path, as the shell's router matches it
 * — `:name` is one segment, a trailing `/*` is anything below (or nothing).
 * @param {{ routes: Array<{ pattern: string, remote: string }> }} table
 */
export function routeOwners(table) {
  const rules = (table?.routes ?? []).map(({ pattern, remote }) => {
    const splat = pattern.endsWith('/*');
    const body = (splat ? pattern.slice(0, -2) : pattern)
      .split('/')
      .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return { re: new RegExp(`^${body}${splat ? '(?:/.*)?' : ''}/?$`), remote };
  });
  return (pathname) => rules.find((r) => r.re.test(pathname))?.remote ?? null;
}

async function defaultFetchManifest(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  if (!res.ok) throw new Error(`manifest ${res.status}`);
  return res.json();
}

/** Puts the hints at the end of <head>. */
export function injectHints(html, hints) {
  return hints ? html.replace('</head>', `${hints}</head>`) : html;
}

// The pages (issue #46): every page route gets the whole document rendered by React
// (shell/src/ssr/pageDocument.mjs) from the build's page-document.json — drawn by the shell's
// server build when the route table says the page has a first screen (first-screen.mjs), else
// with the header's frame in #root — with its preload hints, inline styles, runtime config,
// Cache-Control (page-cache.mjs, the one page cache) and CSP.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import { ownStylesOf, readPageDocument, renderUndrawn } from '../static-page.mjs';
import { contentSecurityPolicy, remoteOrigins } from '../csp.mjs';
import { BEFORE_APP, disableButtonsUntilApp } from '../before-app.mjs';
import { APP_UA_PATTERN, createPreloadHints, routeOwners, splitFrame } from '../preload-hints.mjs';
import { firstScreenPages, loadRenderer, publicOrigin } from '../first-screen.mjs';
import { VISITOR_PAGE_CACHE, createPageCache, pageCacheControl } from '../page-cache.mjs';
import { hostnameOf } from './config.mjs';

const require = createRequire(import.meta.url);
const { runtimeConfig } = require('../runtime-config.cjs');

/** The build's page-document.json, read again when it changes (a new build under a running server). */
function watchedDocument(root) {
  const file = path.join(root, 'page-document.json');
  let kept = { mtimeMs: -1, value: null };
  return () => {
    let mtimeMs;
    try {
      ({ mtimeMs } = fs.statSync(file));
    } catch {
      return null;
    }
    if (mtimeMs !== kept.mtimeMs) kept = { mtimeMs, value: readPageDocument(root) };
    return kept.value;
  };
}

const readIfThere = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

/**
 * @param {{ root: string, apiUrl: string, injectConfig: boolean, quiet: boolean,
 *   firstScreen: boolean, firstScreenTimeoutMs: number, visitorCacheMs: number }} o
 */
export default fp(async function pages(app, o) {
  const { root, apiUrl, injectConfig, quiet, firstScreenTimeoutMs } = o;
  const documentData = watchedDocument(root);

  // The shell's build carries its route table: each page names its owning remote's files …
  const routeTable = JSON.parse(readIfThere(path.join(root, 'route-table.json')) ?? 'null');
  const hintsFor = routeTable ? createPreloadHints({ ownerOf: routeOwners(routeTable) }) : null;
  // … its server render: the first screen of a public page (first-screen.mjs) …
  const renderer = o.firstScreen && routeTable ? loadRenderer(root) : null;
  const drawPage = renderer?.renderPage
    ? createPageCache(renderer.renderPage, { ttlMs: o.visitorCacheMs })
    : null;
  // (the remotes' server containers, loaded before the first page is asked for, at most 15 s:
  // a remote that is not up yet is loaded by the first drawing that needs it)
  if (renderer?.prepareRemotes) {
    await Promise.race([
      renderer.prepareRemotes(runtimeConfig().remotes),
      new Promise((resolve) => setTimeout(resolve, 15_000).unref()),
    ]);
  }
  const drawsFirstScreen = firstScreenPages(routeTable);
  // … its first frame (the header's shape), painted before any script runs …
  const frame = splitFrame(readIfThere(path.join(root, 'boot-frame.html')));
  // … and its own stylesheet, inline in the page (no request before the first paint).
  const ownStyles = ownStylesOf(root);

  async function sendPage(req, reply) {
    const doc = documentData();
    if (!doc) return reply.code(404).type('text/plain').send('Not found');
    const config = runtimeConfig({ hostname: hostnameOf(req) });
    const url = req.raw.url || '/';
    const pathname = url.split('?')[0];
    const userAgent = req.headers['user-agent'] ?? '';
    const inApp = APP_UA_PATTERN.test(userAgent);
    const drawing = drawPage ? drawsFirstScreen(url) : null;
    const cacheControl = (page) =>
      pageCacheControl({
        page,
        forMember: Boolean(drawing?.credentials),
        appUserAgent: inApp,
        cookie: req.headers.cookie,
        setsCookie: reply.hasHeader('set-cookie'),
      });
    const hints = async (firstScreen) =>
      hintsFor
        ? hintsFor(pathname, config.remotes ?? {}, {
            firstScreen,
            // The header's search bar is in the drawing, except in the app (no header there).
            alsoDrawn: inApp ? [] : ['mfe_search/SearchBar'],
          })
        : [];
    /** @type {import('../../src/ssr/pageDocument.mjs').PageParts} */
    const parts = {
      doc,
      ...(injectConfig ? { config } : {}),
      styles: ownStyles(doc.styles),
      // The page's canonical and share addresses are absolute (pages others read).
      origin: publicOrigin({
        configured: config.settings?.publicOrigin,
        host: String(req.headers['x-forwarded-host'] || req.headers.host || ''),
        proto: String(req.headers['x-forwarded-proto'] || ''),
      }),
    };
    let page = null;
    if (drawing) {
      const drawnParts = { ...parts, hints: await hints(true), beforeApp: BEFORE_APP };
      const request = {
        url,
        userAgent,
        apiUrl,
        timeoutMs: firstScreenTimeoutMs,
        credentials: drawing.credentials,
        // The render server fetches the remotes' server containers from the map as it stands
        // (not from the page's own host name: that is the reader's, not ours).
        remotes: runtimeConfig().remotes,
        parts: drawnParts,
        origin: parts.origin,
      };
      // Kept a few seconds when it is a drawing any visitor may be handed, by everything it
      // is made of.
      const key = crypto
        .createHash('sha256')
        .update(JSON.stringify([url, request.remotes, drawnParts]))
        .digest('base64url');
      page = await drawPage(request, {
        visitor: cacheControl({}) === VISITOR_PAGE_CACHE,
        key,
      }).catch((err) => {
        if (!quiet) console.warn(`[serve] first screen of ${pathname}:`, err?.message ?? err);
        return null;
      });
    }
    const html = page
      ? disableButtonsUntilApp(page.html)
      : await renderUndrawn({ ...parts, hints: await hints(false), frame: inApp ? null : frame });
    return (
      reply
        .type('text/html; charset=utf-8')
        // A member's page (drawn with the address's credentials) is theirs alone: kept nowhere;
        // a visitor's drawing may sit a few seconds in a shared cache (deploy/nginx/).
        .header('cache-control', cacheControl(page))
        .header('content-security-policy', contentSecurityPolicy(remoteOrigins(config), config))
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .send(html)
    );
  }

  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  // A page route (no extension) gets the app; a missing asset is a real 404.
  app.setNotFoundHandler((req, reply) => {
    const pathname = (req.raw.url || '/').split('?')[0];
    if ((req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname)) {
      return sendPage(req, reply);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
});

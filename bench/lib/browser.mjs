// Drives Debian's Chromium through Playwright (from the e2e package, no new install) and reads
// the figures through the Chrome DevTools Protocol: bytes per request from the Network domain,
// paint and long-task timings from PerformanceObservers injected before any page script.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/packages.mjs';

const requireFromE2e = createRequire(path.join(ROOT, 'e2e/package.json'));

/** The Chromium flags of e2e/support/env.ts (read from that file, so there is one list). */
export function chromiumArgs() {
  const fallback = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
  try {
    const src = fs.readFileSync(path.join(ROOT, 'e2e/support/env.ts'), 'utf8');
    const list = /CHROMIUM_ARGS\s*=\s*\[([\s\S]*?)\]/.exec(src)?.[1];
    const args = [...(list ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    return args.length ? args : fallback;
  } catch {
    return fallback;
  }
}

export async function launchBrowser() {
  const { chromium } = requireFromE2e('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: chromiumArgs(),
    headless: true,
  });
}

/** The throttled mobile profile of the issue, and no throttling at all. */
export const PROFILES = {
  mobile: {
    label: 'mobile (4× CPU, 150 ms RTT, 1.6 Mbps down / 750 kbps up)',
    cpu: 4,
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6e6 / 8) | 0,
      uploadThroughput: (750e3 / 8) | 0,
    },
    viewport: { width: 390, height: 844 },
    isMobile: true,
  },
  desktop: {
    label: 'unthrottled desktop',
    cpu: 1,
    network: null,
    viewport: { width: 1280, height: 800 },
    isMobile: false,
  },
};

// Runs in the page before any of its scripts: paint, LCP and long tasks, and the moment the
// route's main heading is first in the DOM (the "content visible" mark).
const INIT_SCRIPT = `(() => {
  const b = (window.__bench = { fcp: null, lcp: null, lcpUrl: null, lcpTag: null, longTasks: [], content: null, cls: 0, inputDelay: null });
  const safe = (type, fn) => { try { new PerformanceObserver((l) => l.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch (e) {} };
  safe('paint', (e) => { if (e.name === 'first-contentful-paint') b.fcp = e.startTime; });
  safe('largest-contentful-paint', (e) => { b.lcp = e.startTime; b.lcpUrl = e.url || null; b.lcpTag = e.element ? e.element.tagName.toLowerCase() : null; });
  // CLS: the largest session window (shifts less than 1 s apart, at most 5 s long).
  let win = { start: -1, last: -1, value: 0 };
  safe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    if (win.start < 0 || e.startTime - win.last > 1000 || e.startTime - win.start > 5000) win = { start: e.startTime, last: e.startTime, value: 0 };
    win.last = e.startTime;
    win.value += e.value;
    b.cls = Math.max(b.cls, win.value);
  });
  safe('first-input', (e) => { b.inputDelay = e.processingStart - e.startTime; });
  safe('longtask', (e) => { b.longTasks.push([e.startTime, e.duration]); });
  const check = () => {
    if (b.content !== null) return;
    const h = document.querySelector('main h1');
    if (h && h.textContent.trim()) {
      b.content = performance.now();
      mo.disconnect();
    }
  };
  const mo = new MutationObserver(check);
  const start = () => mo.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
})();`;

/**
 * Network bookkeeping on one CDP session: per request its URL, type, bytes on the wire
 * (encodedDataLength at loadingFinished) and decoded bytes (sum of dataReceived).
 */
function trackNetwork(cdp) {
  const requests = new Map();
  let inflight = 0;
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    if (!requests.has(e.requestId)) inflight += 1;
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type,
      initiator: e.initiator,
      fromCache: false,
      wire: 0,
      raw: 0,
      done: false,
      t: e.timestamp,
      status: 0,
    });
    touch();
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      if (e.response.fromDiskCache || e.response.fromPrefetchCache) r.fromCache = true;
      r.type = e.type || r.type;
      r.status = e.response.status;
      r.mime = e.response.mimeType;
    }
    touch();
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.raw += e.dataLength;
    touch();
  });
  const finish = (e, failed) => {
    const r = requests.get(e.requestId);
    if (r && !r.done) {
      r.done = true;
      r.failed = failed;
      if (!failed) r.wire = e.encodedDataLength;
      inflight -= 1;
    }
    touch();
  };
  cdp.on('Network.loadingFinished', (e) => finish(e, false));
  cdp.on('Network.loadingFailed', (e) => finish(e, true));
  return {
    requests,
    inflight: () => inflight,
    quietFor: () => (inflight > 0 ? 0 : Date.now() - lastActivity),
    reset() {
      requests.clear();
      inflight = 0;
      touch();
    },
  };
}

async function waitForQuiet(net, { quietMs = 1000, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (net.quietFor() >= quietMs) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const isScript = (r) =>
  r.type === 'Script' || /javascript/.test(r.mime || '') || /\.m?js(\?|$)/.test(r.url);

export function summarizeRequests(requests) {
  const all = [...requests.values()].filter((r) => r.done && !r.failed);
  const js = all.filter(isScript);
  const sum = (list, k) => list.reduce((a, r) => a + r[k], 0);
  return {
    jsWire: sum(js, 'wire'),
    jsRaw: sum(js, 'raw'),
    jsRequests: js.length,
    requests: requests.size,
    allWire: sum(all, 'wire'),
    scripts: js.map((r) => ({ url: r.url, wire: r.wire, raw: r.raw })),
  };
}

// Save-Data on: the shell (and the mono) then prefetch no other route's code, so a load
// fetches what the route itself needs — the bytes the budget compares.
const SAVE_DATA_SCRIPT = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true,
  get() { return { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }; } });`;

async function newPage(browser, profile, { userAgent, layout, saveData = false } = {}) {
  const p = PROFILES[profile];
  const look = PROFILES[layout] ?? p;
  const context = await browser.newContext({
    viewport: look.viewport,
    isMobile: look.isMobile,
    hasTouch: look.isMobile,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  await page.addInitScript(INIT_SCRIPT);
  if (saveData) await page.addInitScript(SAVE_DATA_SCRIPT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (p.network) await cdp.send('Network.emulateNetworkConditions', p.network);
  if (p.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpu });
  const net = trackNetwork(cdp);
  return { context, page, cdp, net };
}

/**
 * A new throttled page with the bench's observers, and `settle()` to wait as a load does
 * (bench/profile.mjs).
 */
export async function openThrottledPage(browser, profile, options = {}) {
  const { context, page, cdp, net } = await newPage(browser, profile, options);
  const timeout = profile === 'mobile' ? 60_000 : 30_000;
  return { context, page, settle: () => settle(cdp, net, timeout) };
}

async function readPageFigures(page) {
  return page.evaluate(() => {
    const b = window.__bench;
    const fcp = b.fcp;
    const tbt =
      fcp === null
        ? null
        : b.longTasks.filter(([s]) => s >= fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
    const beforeFcp =
      fcp === null
        ? null
        : 1 + performance.getEntriesByType('resource').filter((e) => e.startTime < fcp).length;
    return {
      fcp,
      lcp: b.lcp,
      lcpUrl: b.lcpUrl,
      lcpTag: b.lcpTag,
      tbt,
      cls: b.cls,
      inputDelay: b.inputDelay,
      content: b.content,
      requestsBeforeFcp: beforeFcp,
    };
  });
}

/** A remote slot that failed to load shows this (shell/src/messages.ts); a page's own error state does not count. */
async function assertNoFailure(page, url) {
  const failed = await page.locator('main').getByText('이 영역을 불러오지 못했어요').count();
  if (failed) throw new Error(`${url}: a remote slot shows its failure fallback`);
}

/**
 * The chain of requests that led to the LCP element, from its initiators (CDP): the document is
 * 1 round trip deep, what it names is 2, what a script asks for is one more than that script.
 * An image LCP ends at its own request; a text LCP at the deepest script that ran before it (the
 * page's text is rendered by JS). `byScript` is true when a request on the chain was discovered by
 * JavaScript rather than named in the HTML.
 */
export function criticalChain(requests, { lcp, lcpUrl }) {
  const list = [...requests.values()];
  const byUrl = new Map();
  for (const r of list) if (!byUrl.has(r.url)) byUrl.set(r.url, r);
  const doc = list.find((r) => r.type === 'Document');
  const memo = new Map();
  const parentOf = (r) => {
    const i = r.initiator ?? {};
    if (r === doc) return null;
    if (i.type === 'script') {
      for (let stack = i.stack; stack; stack = stack.parent) {
        const frame = stack.callFrames?.find((f) => f.url && byUrl.has(f.url));
        if (frame) return byUrl.get(frame.url);
      }
      return doc ?? null;
    }
    return (i.url && byUrl.get(i.url)) || doc || null;
  };
  const path = (r, seen = new Set()) => {
    if (memo.has(r)) return memo.get(r);
    if (seen.has(r)) return [r];
    seen.add(r);
    const parent = parentOf(r);
    const out = parent ? [...path(parent, seen), r] : [r];
    memo.set(r, out);
    return out;
  };
  let end = lcpUrl ? list.find((r) => r.url === lcpUrl) : null;
  if (!end && lcp != null) {
    const t0 = doc?.t ?? 0;
    const scripts = list.filter(
      (r) => isScript(r) && r.done && !r.failed && (r.t - t0) * 1000 <= lcp,
    );
    end = scripts.sort((a, b) => path(b).length - path(a).length)[0] ?? null;
  }
  if (!end) return { depth: null, byScript: null, kind: lcpUrl ? 'image' : 'text', urls: [] };
  const chain = path(end);
  return {
    depth: chain.length,
    byScript: chain.some((r) => r.initiator?.type === 'script'),
    kind: lcpUrl ? 'image' : 'text',
    urls: chain.map((r) => `${r.initiator?.type ?? 'document'} ${r.url}`),
  };
}

/**
 * A repeat visit with a warm HTTP cache: load `url`, let it settle, then load it again in the
 * same browser context. Answers what the second load took from the network: script bytes
 * (decoded body bytes; a 304 revalidation is 0) and requests.
 */
export async function measureRepeat(browser, url, profile, { userAgent } = {}) {
  const { context, page, cdp, net } = await newPage(browser, profile, {
    saveData: true,
    userAgent,
  });
  try {
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    const timeout = profile === 'mobile' ? 60_000 : 30_000;
    await page.goto(url, { waitUntil: 'load', timeout });
    await settle(cdp, net, timeout);
    net.reset();
    await page.goto(url, { waitUntil: 'load', timeout });
    await settle(cdp, net, timeout);
    const fromNetwork = [...net.requests.values()].filter(
      (r) => r.done && !r.failed && !r.fromCache,
    );
    const scripts = fromNetwork.filter(isScript);
    // A 304 is a revalidation (remoteEntry.js, the one unhashed name per remote): headers
    // only, no script body comes over the network.
    const downloaded = scripts.filter((r) => r.status !== 304);
    return {
      jsBytes: downloaded.reduce((a, r) => a + r.raw, 0),
      jsRequests: downloaded.length,
      jsRevalidations: scripts.length - downloaded.length,
      requests: fromNetwork.length,
      scripts: scripts.map((r) => ({ url: r.url, status: r.status, bytes: r.raw })),
    };
  } finally {
    await context.close();
  }
}

/**
 * A value from the page through the DevTools protocol alone. Playwright's own page helpers
 * (locators, waitForFunction) first put its ~330 KB injected script into the page: at 4× CPU
 * that is a ~90 ms task on the page's main thread in the middle of the load, which the page's
 * long-task figures (TBT) would count as the page's own. While a load is measured the bench
 * asks the page only this way.
 */
async function pageValue(cdp, expression) {
  const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  return result?.value;
}

/**
 * Polls `expression` (every 50 ms) until it is truthy; false when `timeoutMs` runs out or
 * `stop()` says to give up.
 */
async function waitForValue(cdp, expression, timeoutMs, stop = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (!stop() && Date.now() < deadline) {
    if (await pageValue(cdp, expression).catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

// Visible as Playwright means it: a box with size, not `visibility: hidden`, with text.
const HEADING_VISIBLE = `(() => {
  const h = document.querySelector('main h1');
  if (!h || !h.textContent.trim()) return false;
  const r = h.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(h).visibility !== 'hidden';
})()`;

/**
 * Settled: the route's main heading is visible (or, for a page that has none yet, e.g. an
 * error state while the API is down, the network has been quiet for 2 s), then 1 s of quiet.
 */
async function settle(cdp, net, timeout) {
  let quietFirst = false;
  const quiet = waitForQuiet(net, { quietMs: 2000, timeoutMs: timeout }).then(() => {
    quietFirst = true;
  });
  const heading = waitForValue(cdp, HEADING_VISIBLE, timeout, () => quietFirst);
  const hasHeading = await Promise.race([heading, quiet.then(() => false)]);
  await waitForQuiet(net, { quietMs: 1000, timeoutMs: timeout });
  return (
    hasHeading ||
    Boolean(await pageValue(cdp, "!!document.querySelector('main h1')").catch(() => false))
  );
}

/**
 * One cold load of one URL: bytes, requests and timings. `saveData` turns prefetching of
 * other routes off; `layout` picks another profile's viewport (throttling stays `profile`'s).
 */
export async function measureLoad(
  browser,
  url,
  profile,
  { saveData = false, layout, userAgent, probeInput = false } = {},
) {
  const { context, page, cdp, net } = await newPage(browser, profile, {
    saveData,
    layout,
    userAgent,
  });
  try {
    const timeout = profile === 'mobile' ? 60_000 : 30_000;
    const navigation = page.goto(url, { waitUntil: 'load', timeout });
    // `probeInput`: an input as soon as the first paint shows something (a reader's first tap):
    // its delay is how long the main thread keeps it waiting while the page boots. The browser
    // stops recording LCP at the first input, so a probed load reports no LCP (nor its chain)
    // and an unprobed one no input delay; the runner alternates them.
    const input = probeInput
      ? waitForValue(cdp, 'window.__bench?.fcp != null', timeout)
          .then((painted) => painted && page.keyboard.press('Shift'))
          .catch(() => {})
      : Promise.resolve();
    await navigation;
    const heading = await settle(cdp, net, timeout);
    await input;
    const figures = await readPageFigures(page);
    // Playwright's helpers only once the figures are read (see pageValue).
    await assertNoFailure(page, url);
    if (probeInput) Object.assign(figures, { lcp: null, lcpUrl: null, lcpTag: null });
    else figures.inputDelay = null;
    const chain = criticalChain(net.requests, figures);
    return {
      ...figures,
      heading,
      chainDepth: chain.depth,
      chain,
      ...summarizeRequests(net.requests),
    };
  } finally {
    await context.close();
  }
}

/**
 * Loads `from`, lets the page settle (network quiet: whatever the page prefetches in view is
 * done, as for a reader), then clicks `linkName` in the header and times click → the new
 * route's main heading in the DOM, with what that navigation fetched. The header shows its
 * links from 768 px (shell/src/layout/Header.module.scss), so this runs in the desktop layout
 * under either profile's throttling.
 */
export async function measureClick(browser, from, linkName, toPath, profile) {
  const { context, page, cdp, net } = await newPage(browser, profile, { layout: 'desktop' });
  try {
    const timeout = profile === 'mobile' ? 60_000 : 30_000;
    await page.goto(from, { waitUntil: 'load', timeout });
    await settle(cdp, net, timeout);
    await waitForQuiet(net, { quietMs: 1500, timeoutMs: timeout });
    const link = page.getByRole('banner').getByRole('link', { name: linkName });
    await link.waitFor({ state: 'visible', timeout });
    await page.evaluate((target) => {
      const old = document.querySelector('main h1');
      window.__nav = { click: null, done: null };
      document.addEventListener(
        'click',
        (e) => {
          if (window.__nav.click === null) window.__nav.click = e.timeStamp;
        },
        { capture: true },
      );
      const check = () => {
        const h = document.querySelector('main h1');
        if (
          location.pathname === target &&
          h &&
          h !== old &&
          h.textContent.trim() &&
          !document.querySelector('main [role="status"]')
        ) {
          window.__nav.done = performance.now();
          return true;
        }
        return false;
      };
      const mo = new MutationObserver(() => {
        if (check()) mo.disconnect();
      });
      mo.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    }, toPath);
    net.reset();
    await link.click();
    await page.waitForFunction(() => window.__nav.done !== null, null, { timeout, polling: 50 });
    await waitForQuiet(net, { quietMs: 500, timeoutMs: timeout });
    await assertNoFailure(page, toPath);
    const nav = await page.evaluate(() => window.__nav);
    return { clickToContent: nav.done - nav.click, ...summarizeRequests(net.requests) };
  } finally {
    await context.close();
  }
}

/** Every script response body of one load (for the react-dom-once check). */
export async function scriptBodies(browser, url, { userAgent, clickLink, toPath } = {}) {
  const { context, page, cdp, net } = await newPage(browser, 'desktop', { userAgent });
  const bodies = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' || !res.ok()) return;
    bodies.push(
      res
        .text()
        .then((text) => ({ url: res.url(), text }))
        .catch(() => ({ url: res.url(), text: '' })),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await settle(cdp, net, 30_000);
    if (clickLink) {
      await page.getByRole('banner').getByRole('link', { name: clickLink }).click();
      await page.waitForURL((u) => u.pathname === toPath, { timeout: 30_000 });
      await settle(cdp, net, 30_000);
    }
    return {
      bodies: await Promise.all(bodies),
      requests: [...net.requests.values()].map((r) => r.url),
    };
  } finally {
    await context.close();
  }
}

// What the bench measures on a page: one cold load, a repeat visit with a warm cache, a click
// to another route, and the script bodies of a load (the platform checks).
import { assertNoFailure, newPage, readPageFigures } from './browser.mjs';
import { criticalChain, isScript, summarizeRequests, waitForQuiet } from './network.mjs';
import { settle, waitForValue } from './settle.mjs';

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

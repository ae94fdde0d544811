// Drives Debian's Chromium through Playwright (from the e2e package, no new install): the
// launch, the two profiles, and a new page with the bench's observers (paint and long-task
// timings from PerformanceObservers injected before any page script) and its network
// bookkeeping (./network.mjs). What is measured on such a page: ./measure.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/packages.mjs';
import { trackNetwork } from './network.mjs';
import { settle } from './settle.mjs';

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

// Save-Data on: the shell (and the mono) then prefetch no other route's code, so a load
// fetches what the route itself needs — the bytes the budget compares.
const SAVE_DATA_SCRIPT = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true,
  get() { return { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }; } });`;

export async function newPage(browser, profile, { userAgent, layout, saveData = false } = {}) {
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

export async function readPageFigures(page) {
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
export async function assertNoFailure(page, url) {
  const failed = await page.locator('main').getByText('이 영역을 불러오지 못했어요').count();
  if (failed) throw new Error(`${url}: a remote slot shows its failure fallback`);
}

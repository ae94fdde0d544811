// When a load is done: the route's main heading is visible and the network is quiet. While a
// load is measured the page is asked only through the DevTools protocol (see pageValue).
import { waitForQuiet } from './network.mjs';

/**
 * A value from the page through the DevTools protocol alone. Playwright's own page helpers
 * (locators, waitForFunction) first put its ~330 KB injected script into the page: at 4× CPU
 * that is a ~90 ms task on the page's main thread in the middle of the load, which the page's
 * long-task figures (TBT) would count as the page's own. While a load is measured the bench
 * asks the page only this way.
 */
export async function pageValue(cdp, expression) {
  const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  return result?.value;
}

/**
 * Polls `expression` (every 50 ms) until it is truthy; false when `timeoutMs` runs out or
 * `stop()` says to give up.
 */
export async function waitForValue(cdp, expression, timeoutMs, stop = () => false) {
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
export async function settle(cdp, net, timeout) {
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

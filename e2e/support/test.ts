// Every journey imports `test` and `expect` from here: Playwright's, plus a console guard that
// fails the test on any console error or uncaught error (an unhandled rejection included) on
// its page. A journey that provokes an error on purpose (a remote that is down, a declined card)
// says which message it expects with `consoleGuard.allow(pattern)`; anything else fails.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

export interface ConsoleGuard {
  /** Console errors matching `pattern` are expected in this test. */
  allow(pattern: RegExp): void;
  /** What was seen so far (allowed or not). */
  readonly seen: readonly string[];
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const where = msg.location().url;
        seen.push(`console.error: ${msg.text()}${where ? ` (${where})` : ''}`);
      });
      page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => void allowed.push(pattern), seen });
      // A test that already failed keeps its own failure; a passing one must have been quiet.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unexpected = seen.filter((line) => !allowed.some((p) => p.test(line)));
      expect(unexpected, 'console errors and uncaught errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

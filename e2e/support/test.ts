// Every journey imports `test` and `expect` from here: Playwright's, plus a console guard that
// fails the test on any console error or uncaught error (an unhandled rejection included) on
// its page. A journey that provokes an error on purpose (a remote that is down, a declined card)
// says which message it expects with `consoleGuard.allow(pattern)`; anything else fails.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

export interface ConsoleGuard {
  /** Console errors matching `pattern` are expected in this test. */
  allow(pattern: RegExp): void;
  /**
   * The browser's own "Failed to load resource" line for an answer with this HTTP status
   * from a URL containing `urlPart` is expected (a refusal the journey provokes on purpose).
   */
  allowStatus(status: number, urlPart: string): void;
  /**
   * The remote `name` served from `origin` fails on purpose: the browser's failed loads from
   * that origin, the federation runtime's errors naming it, and the shell's own
   * "[remote] failed to render" report of them are expected.
   */
  allowRemoteFailure(name: string, origin: string): void;
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
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await use({
        allow: (pattern) => void allowed.push(pattern),
        allowStatus: (status, urlPart) =>
          void allowed.push(
            new RegExp(`status of ${status} \\(.*\\(.*${escape(urlPart)}[^)]*\\)$`),
          ),
        allowRemoteFailure: (name, origin) => {
          const names = `(${escape(origin)}/|"${escape(name)}")`;
          allowed.push(
            new RegExp(`^console\\.error: Failed to load resource: .*\\(${escape(origin)}/`),
          );
          allowed.push(
            new RegExp(
              `^console\\.error: (\\[remote\\] failed to render )?\\w*Error: [^]*${names}`,
            ),
          );
        },
        seen,
      });
      // A test that already failed keeps its own failure; a passing one must have been quiet.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unexpected = seen.filter((line) => !allowed.some((p) => p.test(line)));
      expect(unexpected, 'console errors and uncaught errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

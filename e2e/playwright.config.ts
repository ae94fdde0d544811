import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, RUNTIME_CONFIG_FILE, SHELL_URL } from './support/env';

// Journeys across the composed site, on Debian's Chromium against production builds.
// One worker: the servers are shared and some journeys rewrite the remotes map or stop a remote.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: SHELL_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node ../scripts/e2e-servers.mjs',
    url: SHELL_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    env: { BAEUM_RUNTIME_CONFIG: RUNTIME_CONFIG_FILE },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

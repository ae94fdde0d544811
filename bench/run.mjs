// `pnpm bench`: the composed site's load cost against the same code built as one bundle.
//
//   pnpm bench                 5 cold runs per route, build and profile; table + bench/results/latest.json
//   pnpm bench --quick         2 runs (iteration; medians of 2 are noisy, bytes are not)
//   pnpm bench --check         … then exit 1 when a figure is over bench/budgets.json
//   --runs=N  --profiles=mobile,desktop  --routes=/,/community  --no-build  --port-offset=N
//   --out=FILE  --skip-click  --skip-checks  --no-loads (the click test only)
//
// Not part of `pnpm test`. See bench/README.md for the method. The run ends on its own: every
// server and child it started is stopped (bench/lib/servers.mjs; scripts/bench-exits.test.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { ROOT } from '../scripts/packages.mjs';
import { categoryIds, memberToken, startServers } from './lib/servers.mjs';
import { PROFILES, launchBrowser } from './lib/browser.mjs';
import { ensureBuilds } from './lib/builds.mjs';
import { classToResume } from './lib/firstFrame.mjs';
import { measureRuns } from './lib/runs.mjs';
import { platformChecks } from './lib/platformChecks.mjs';
import { addFigures, printSummary } from './lib/results.mjs';
import { checkBudgets } from './lib/report.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const opt = (name, fallback) => {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};

const quick = flag('quick');
const runs = Number(opt('runs', quick ? 2 : 5));
const profiles = opt('profiles', 'mobile,desktop')
  .split(',')
  .filter((p) => PROFILES[p]);
const offset = Number(opt('port-offset', process.env.BENCH_PORT_OFFSET || 0));
const outFile = path.resolve(ROOT, opt('out', 'bench/results/latest.json'));
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8'));
const started = Date.now();
const log = (...a) => console.log(...a);
const CLICK = { from: '/', link: '커뮤니티', to: '/community' };

ensureBuilds({ build: !flag('no-build'), log });

// The machine is shared: the 1-minute load average is sampled through the measurement.
const loadSamples = [os.loadavg()[0]];
setInterval(() => loadSamples.push(os.loadavg()[0]), 10_000).unref();
const servers = await startServers({ offset, log });
let browser;
const cleanup = async () => {
  await browser?.close().catch(() => {});
  await servers.stop();
};
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));

try {
  const { ports } = servers;
  const mfBase = `http://localhost:${ports.mf.shell}`;
  const { routes, addressOf, loadOptions } = await routePlan(ports.api);
  // Issue #35: 이어서 학습하기 → the first video frame, as the demo learner (README accounts).
  const learnerToken = flag('skip-first-frame')
    ? null
    : await memberToken(ports.api, budgets.webview.member);
  const frame = learnerToken ? await classToResume(ports.api, learnerToken) : null;
  const click = flag('skip-click') ? null : CLICK;

  browser = await launchBrowser();
  const { raw, repeat } = await measureRuns({
    browser,
    routes,
    builds: { mf: mfBase, mono: `http://localhost:${ports.mono}` },
    profiles,
    runs,
    addressOf,
    loadOptions,
    click,
    frame,
    learnerToken,
  });
  const checks = flag('skip-checks')
    ? {}
    : await platformChecks({ browser, mfBase, ports, routes, click: CLICK, budgets });

  const result = addFigures(resultHead({ repeat, checks }), raw, {
    routes,
    profiles,
    click,
    frame,
  });
  result.seconds = Math.round((Date.now() - started) / 1000);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, JSON.stringify(result, null, 2));
  printSummary(result, { log, apiState: servers.api, outName: path.relative(ROOT, outFile) });
  if (flag('check')) reportBudgets(result);
} finally {
  await cleanup();
}

/** The routes measured (all, or --routes=…), each one's address and load options. */
async function routePlan(apiPort) {
  const ids = await categoryIds(apiPort);
  const categoryId = ids.includes(1) || !ids.length ? 1 : ids[0];
  const ALL_ROUTES = [
    '/',
    '/search?keyword=드로잉',
    `/category?categoryId=${categoryId}`,
    '/community',
    '/community/1',
    '/class/1',
    '/class/1/review',
    '/event/1',
    // The in-app web view (its page under the app's user agent): held to the same targets.
    budgets.webview.path,
  ];
  const loadOptions = (route) =>
    route.startsWith('/webview/') ? { userAgent: budgets.webview.userAgent } : {};
  // The app opens its web view pages with the member's `?token=` (spec section 6): the web view
  // route is loaded that way, as the demo learner (README, demo accounts). The tables name the
  // route without it.
  const webviewToken = budgets.webview.member
    ? await memberToken(apiPort, budgets.webview.member)
    : null;
  const addressOf = (route) =>
    route.startsWith('/webview/') && webviewToken
      ? `${route}?token=${encodeURIComponent(webviewToken)}`
      : route;
  const only = opt('routes', '').split(',').filter(Boolean);
  const routes = flag('no-loads')
    ? []
    : only.length
      ? ALL_ROUTES.filter((r) => only.some((o) => r === o || r.startsWith(`${o}?`)))
      : ALL_ROUTES;
  return { routes, addressOf, loadOptions };
}

/** The result's head: when, which commit, which machine, which runs. */
function resultHead({ repeat, checks }) {
  return {
    date: new Date().toISOString(),
    commit: safe(() =>
      execSync('git rev-parse --short HEAD', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim(),
    ),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      chromium: browser.version(),
      load1m: {
        start: round2(loadSamples[0]),
        mean: round2(loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length),
        max: round2(Math.max(...loadSamples)),
      },
    },
    runs,
    profiles: Object.fromEntries(profiles.map((p) => [p, PROFILES[p].label])),
    api: servers.api,
    notes: servers.notes,
    routes: {},
    click: null,
    repeat: Object.keys(repeat).length ? repeat : null,
    checks,
  };
}

function reportBudgets(result) {
  const failures = checkBudgets(result, budgets);
  if (failures.length) {
    log(`\nbudgets (bench/budgets.json): ${failures.length} over`);
    for (const f of failures) log(`  ✗ ${f}`);
    process.exitCode = 1;
  } else {
    log('\nbudgets (bench/budgets.json): all within');
  }
}

function round2(n) {
  return Math.round(n * 100) / 100;
}

function safe(fn) {
  try {
    return fn();
  } catch {
    return null;
  }
}

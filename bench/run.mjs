// `pnpm bench`: the composed site's load cost against the same code built as one bundle.
//
//   pnpm bench                 5 cold runs per route, build and profile; table + bench/results/latest.json
//   pnpm bench --quick         2 runs (iteration; medians of 2 are noisy, bytes are not)
//   pnpm bench --check         … then exit 1 when a figure is over bench/budgets.json
//   --runs=N  --profiles=mobile,desktop  --routes=/,/community  --no-build  --port-offset=N
//   --out=FILE  --skip-click  --skip-checks  --no-loads (the click test only)
//
// Not part of `pnpm test`. See bench/README.md for the method.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync, spawnSync } from 'node:child_process';
import { FRONTENDS, ROOT, SHARED_INPUTS, buildStale, isStampStale } from '../scripts/packages.mjs';
import { REMOTE_NAMES, categoryIds, memberToken, startServers } from './lib/servers.mjs';
import {
  PROFILES,
  launchBrowser,
  measureClick,
  measureLoad,
  measureRepeat,
  scriptBodies,
} from './lib/browser.mjs';
import { classToResume, firstFrameTable, measureFirstFrame } from './lib/firstFrame.mjs';
import {
  CLICK_FIGURES,
  LOAD_FIGURES,
  checkBudgets,
  clickTable,
  experienceTable,
  loadTable,
  medians,
  ratios,
} from './lib/report.mjs';

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

// ---------- builds ----------
const MONO_DIST = path.join(ROOT, 'shell/dist-mono');
const MONO_STAMP = path.join(MONO_DIST, '.build-stamp');

function monoIsStale() {
  return isStampStale(MONO_STAMP, [
    ...FRONTENDS.flatMap(({ pkg }) => [
      path.join(ROOT, pkg, 'src'),
      path.join(ROOT, pkg, 'webpack.config.cjs'),
    ]),
    ...SHARED_INPUTS,
    path.join(ROOT, 'bench/webpack.mono.cjs'),
  ]);
}

if (!flag('no-build')) {
  buildStale(FRONTENDS.map((f) => f.pkg));
  if (monoIsStale()) {
    log('[build] mono …');
    const r = spawnSync('pnpm', ['run', 'build:mono'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('pnpm build:mono failed');
    fs.writeFileSync(MONO_STAMP, new Date().toISOString());
  }
}
for (const dir of [...FRONTENDS.map((f) => path.join(ROOT, f.pkg, 'dist')), MONO_DIST]) {
  if (!fs.existsSync(path.join(dir, 'index.html')))
    throw new Error(`${path.relative(ROOT, dir)} has no build; run without --no-build`);
}

// ---------- servers ----------
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
  const monoBase = `http://localhost:${ports.mono}`;
  const ids = await categoryIds(ports.api);
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
    ? await memberToken(ports.api, budgets.webview.member)
    : null;
  const addressOf = (route) =>
    route.startsWith('/webview/') && webviewToken
      ? `${route}?token=${encodeURIComponent(webviewToken)}`
      : route;
  const only = opt('routes', '').split(',').filter(Boolean);
  const ROUTES = flag('no-loads')
    ? []
    : only.length
      ? ALL_ROUTES.filter((r) => only.some((o) => r === o || r.startsWith(`${o}?`)))
      : ALL_ROUTES;
  const BUILDS = { mf: mfBase, mono: monoBase };
  const CLICK = { from: '/', link: '커뮤니티', to: '/community' };
  // Issue #35: 이어서 학습하기 → the first video frame, as the demo learner (README accounts).
  const learnerToken = flag('skip-first-frame')
    ? null
    : await memberToken(ports.api, budgets.webview.member);
  const FRAME = learnerToken ? await classToResume(ports.api, learnerToken) : null;

  browser = await launchBrowser();
  const raw = { loads: {}, bytes: {}, click: { mf: {}, mono: {} }, frame: { mf: {}, mono: {} } };
  for (const route of ROUTES) {
    raw.loads[route] = { mf: {}, mono: {} };
    raw.bytes[route] = { mf: [], mono: [] };
  }

  const BYTE_RUNS = 2;
  const total =
    BYTE_RUNS * ROUTES.length * 2 +
    profiles.length * runs * (ROUTES.length * 2 + (flag('skip-click') ? 0 : 2) + (FRAME ? 2 : 0));
  let done = 0;
  const progress = (what) => {
    done += 1;
    process.stdout.write(`\r[bench] ${done}/${total} ${what}`.padEnd(90));
  };

  // The route's own bytes (deterministic): unthrottled, phone viewport, Save-Data on (no
  // prefetching of other routes). The budget compares these.
  for (let run = 0; run < BYTE_RUNS; run += 1) {
    for (const route of ROUTES) {
      for (const [build, base] of Object.entries(BUILDS)) {
        try {
          raw.bytes[route][build].push(
            await measureLoad(browser, base + addressOf(route), 'desktop', {
              saveData: true,
              layout: 'mobile',
              ...loadOptions(route),
            }),
          );
        } catch (err) {
          raw.bytes[route][build].push({ error: firstLine(err) });
        }
        progress(`bytes ${build} ${route}`);
      }
    }
  }

  for (const profile of profiles) {
    for (let run = 0; run < runs; run += 1) {
      // Builds alternate inside each run, so drift in the machine's load hits both alike.
      for (const route of ROUTES) {
        for (const [build, base] of Object.entries(BUILDS)) {
          const list = (raw.loads[route][build][profile] ??= []);
          try {
            // Every other run probes the input delay (which ends LCP recording); a single
            // run measures LCP.
            const probeInput = run % 2 === 1;
            list.push(
              await measureLoad(browser, base + addressOf(route), profile, {
                ...loadOptions(route),
                probeInput,
              }),
            );
          } catch (err) {
            list.push({ error: firstLine(err) });
          }
          progress(`${profile} run ${run + 1} ${build} ${route}`);
        }
      }
      if (!flag('skip-click')) {
        for (const [build, base] of Object.entries(BUILDS)) {
          const list = (raw.click[build][profile] ??= []);
          try {
            list.push(
              await measureClick(browser, base + CLICK.from, CLICK.link, CLICK.to, profile),
            );
          } catch (err) {
            list.push({ error: firstLine(err) });
          }
          progress(`${profile} run ${run + 1} ${build} click ${CLICK.from} → ${CLICK.to}`);
        }
      }
      if (FRAME) {
        for (const [build, base] of Object.entries(BUILDS)) {
          const list = (raw.frame[build][profile] ??= []);
          try {
            list.push(await measureFirstFrame(browser, base, FRAME.classId, learnerToken, profile));
          } catch (err) {
            list.push({ error: firstLine(err) });
          }
          progress(`${profile} run ${run + 1} ${build} 이어서 학습하기 → first frame`);
        }
      }
    }
  }
  process.stdout.write('\n');

  // ---------- repeat visit of / with a warm HTTP cache (deterministic) ----------
  const repeat = {};
  if (ROUTES.includes('/')) {
    for (const [build, base] of Object.entries(BUILDS)) {
      try {
        repeat[build] = { path: '/', ...(await measureRepeat(browser, `${base}/`, 'desktop')) };
      } catch (err) {
        repeat[build] = { path: '/', error: firstLine(err) };
      }
    }
  }

  // ---------- platform checks (MF only, unthrottled, one load each) ----------
  const checks = flag('skip-checks')
    ? {}
    : await platformChecks({ browser, mfBase, ports, routes: ROUTES, click: CLICK });

  // ---------- figures ----------
  const result = {
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
  for (const route of ROUTES) {
    const r = {
      bytes: { mf: null, mono: null, ratio: null },
      mf: {},
      mono: {},
      ratio: {},
      errors: [],
    };
    for (const build of ['mf', 'mono']) {
      const list = raw.bytes[route][build];
      r.bytes[build] = medians(list, LOAD_FIGURES);
      r.bytes[build].scripts = list.find((x) => !x.error)?.scripts ?? [];
      r.bytes[build].chain = list.find((x) => !x.error)?.chain ?? null;
      for (const e of list.filter((x) => x.error)) r.errors.push(`${build} bytes: ${e.error}`);
    }
    r.bytes.ratio = ratios(r.bytes.mf, r.bytes.mono, LOAD_FIGURES);
    for (const profile of profiles) {
      for (const build of ['mf', 'mono']) {
        const list = raw.loads[route][build][profile] || [];
        r[build][profile] = medians(list, LOAD_FIGURES);
        r[build][profile].scripts = list.find((x) => !x.error)?.scripts ?? [];
        for (const e of list.filter((x) => x.error))
          r.errors.push(`${build} ${profile}: ${e.error}`);
      }
      r.ratio[profile] = ratios(r.mf[profile], r.mono[profile], LOAD_FIGURES);
    }
    result.routes[route] = r;
  }
  if (!flag('skip-click')) {
    const c = { ...CLICK, mf: {}, mono: {}, ratio: {}, errors: [] };
    for (const profile of profiles) {
      for (const build of ['mf', 'mono']) {
        const list = raw.click[build][profile] || [];
        c[build][profile] = medians(list, CLICK_FIGURES);
        c[build][profile].scripts = list.find((x) => !x.error)?.scripts ?? [];
        for (const e of list.filter((x) => x.error))
          c.errors.push(`${build} ${profile}: ${e.error}`);
      }
      c.ratio[profile] = ratios(c.mf[profile], c.mono[profile], CLICK_FIGURES);
    }
    result.click = c;
  }
  if (FRAME) {
    const f = { classId: FRAME.classId, mf: {}, mono: {}, errors: [] };
    for (const profile of profiles) {
      for (const build of ['mf', 'mono']) {
        const list = raw.frame[build][profile] || [];
        f[build][profile] = medians(list, ['pressToFrame']);
        for (const e of list.filter((x) => x.error))
          f.errors.push(`${build} ${profile}: ${e.error}`);
      }
    }
    result.firstFrame = f;
  }
  result.seconds = Math.round((Date.now() - started) / 1000);

  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, JSON.stringify(result, null, 2));

  log('');
  log(
    `Load cost — MF (shell + remotes) vs mono (one webpack app); medians of ${runs} cold runs per profile (bytes: ${BYTE_RUNS} Save-Data runs)`,
  );
  const load = result.machine.load1m;
  log(
    `machine: ${result.machine.cpus} CPUs, 1-min load average ${load.start} at start, mean ${load.mean}, max ${load.max}; Chromium ${result.machine.chromium}; API ${servers.api}; commit ${result.commit}`,
  );
  log('');
  log(loadTable(result));
  log('');
  log(experienceTable(result));
  if (result.click) {
    log('');
    log(clickTable(result));
  }
  if (result.firstFrame) {
    log('');
    log(firstFrameTable(result));
  }
  const errors = [
    ...Object.entries(result.routes).flatMap(([route, r]) => r.errors.map((e) => `${route} ${e}`)),
    ...(result.click?.errors ?? []).map((e) => `click ${e}`),
    ...(result.firstFrame?.errors ?? []).map((e) => `first frame ${e}`),
  ];
  if (errors.length) {
    log('');
    log(`runs that failed (left out of the medians): ${errors.length}`);
    for (const e of errors.slice(0, 12)) log(`  - ${e}`);
  }
  log('');
  if (checks.reactDom) {
    log(
      `react-dom fetched per MF page load: ${checks.reactDom.loads.map((l) => `${l.path} ${l.error ? 'error' : l.count}`).join(', ')}`,
    );
  }
  if (checks.webview) {
    log(
      `web view ${checks.webview.path}: ${checks.webview.error ?? `remotes fetched: ${checks.webview.owners.join(', ') || 'none'}${checks.webview.foreign.length ? `; foreign: ${checks.webview.foreign.length}` : ''}`}`,
    );
  }
  log(`\nwrote ${path.relative(ROOT, outFile)} (${result.seconds} s)`);

  if (flag('check')) {
    const failures = checkBudgets(result, budgets);
    if (failures.length) {
      log(`\nbudgets (bench/budgets.json): ${failures.length} over`);
      for (const f of failures) log(`  ✗ ${f}`);
      process.exitCode = 1;
    } else {
      log('\nbudgets (bench/budgets.json): all within');
    }
  }
} finally {
  await cleanup();
}

/**
 * The platform guarantees the budgets hold: one react-dom per page load (a script carrying a
 * string only react-dom's client build has), and the web view fetching its owner only.
 */
async function platformChecks({ browser, mfBase, ports, routes, click }) {
  const checks = {};
  const REACT_DOM_MARKER = '__reactContainer$';
  const loads = [];
  const count = (bodies) =>
    bodies.filter((b) => b.text.includes(REACT_DOM_MARKER)).map((b) => b.url);
  for (const route of routes) {
    try {
      const urls = count((await scriptBodies(browser, mfBase + route)).bodies);
      loads.push({ path: route, count: urls.length, urls });
    } catch (err) {
      loads.push({ path: route, error: firstLine(err) });
    }
  }
  try {
    const urls = count(
      (
        await scriptBodies(browser, mfBase + click.from, {
          clickLink: click.link,
          toPath: click.to,
        })
      ).bodies,
    );
    loads.push({ path: `${click.from} → ${click.to} (client-side)`, count: urls.length, urls });
  } catch (err) {
    loads.push({ path: `${click.from} → ${click.to}`, error: firstLine(err) });
  }
  checks.reactDom = { marker: REACT_DOM_MARKER, loads };

  if (budgets.webview) {
    const portToPkg = Object.fromEntries(
      Object.entries(ports.mf).map(([pkg, port]) => [String(port), pkg]),
    );
    try {
      const { requests } = await scriptBodies(browser, mfBase + budgets.webview.path, {
        userAgent: budgets.webview.userAgent,
      });
      const owners = new Set();
      const foreign = [];
      for (const url of requests) {
        const pkg = portToPkg[new URL(url).port];
        if (!pkg || pkg === 'shell') continue;
        const name = REMOTE_NAMES[pkg];
        owners.add(name);
        if (name !== budgets.webview.owner) foreign.push(url);
      }
      checks.webview = {
        path: budgets.webview.path,
        owners: [...owners],
        foreign,
        requests: requests.length,
      };
    } catch (err) {
      checks.webview = { path: budgets.webview.path, error: firstLine(err) };
    }
  }
  return checks;
}

function firstLine(err) {
  return String(err?.message || err).split('\n')[0];
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

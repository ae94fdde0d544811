// The workspace's front-end packages, their ports, and the stale-build check that
// `pnpm start` uses to rebuild only what changed.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/mf/packages.json'), 'utf8'));
/** The remotes, in the one list's order: folder (`pkg`), federation `name`, `port`. */
export const REMOTES = PACKAGES.remotes.map(({ pkg, name, port }) => ({ pkg, name, port }));
export const SHELL_PORT = PACKAGES.shell.port;
export const FRONTENDS = [
  { pkg: 'shell', port: SHELL_PORT },
  ...REMOTES.map(({ pkg, port }) => ({ pkg, port })),
];
export const API_PORT = 4000;

/** Whether real social log-in client ids are set (then the local stand-in provider is not started). */
export function hasRealSocialIds(env) {
  return Boolean(env.KAKAO_CLIENT_ID || env.NAVER_CLIENT_ID || env.APPLE_CLIENT_ID);
}

/** The newest modification time at or below p; node_modules, build output (dist…) and dot entries
 * are not looked into. 0 when p does not exist. */
export function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(p)) {
    if (e === 'node_modules' || e.startsWith('dist') || e.startsWith('.')) continue;
    max = Math.max(max, newestMtime(path.join(p, e)));
  }
  return max;
}

/** Whether a build stamped by `stamp` is missing or older than any of its inputs. */
export function isStampStale(stamp, inputs) {
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return inputs.some((i) => newestMtime(i) > built);
}

/** What every front-end build reads besides its own package: the shared kit and the lock file. */
export const SHARED_INPUTS = [
  path.join(ROOT, 'shared/src'),
  path.join(ROOT, 'shared/mf'),
  path.join(ROOT, 'pnpm-lock.yaml'),
];

const STAMP = '.build-stamp';

const require = createRequire(import.meta.url);

/**
 * Every browser build keeps the router names the workspace imports (shared/mf,
 * routerExports.cjs): a package that starts importing one more makes every build stale
 * although no file of theirs changed.
 */
let workspaceRouterNames;
export function routerNamesChanged(pkg) {
  // Read once per run: the sources do not change while `pnpm start` checks its six packages.
  if (!workspaceRouterNames) {
    const { routerExports, ROUTER_USERS } = require('../shared/mf/routerExports.cjs');
    workspaceRouterNames = JSON.stringify(routerExports(ROOT, ROUTER_USERS));
  }
  let kept;
  try {
    const stats = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'dist/mf-stats.json'), 'utf8'));
    kept = stats.shared?.find((s) => s.name === 'react-router-dom')?.treeShaking?.usedExports;
  } catch {
    return true;
  }
  return JSON.stringify(kept ?? null) !== workspaceRouterNames;
}

export function isStale(pkg) {
  if (routerNamesChanged(pkg)) return true;
  return isStampStale(path.join(ROOT, pkg, 'dist', STAMP), [
    path.join(ROOT, pkg, 'src'),
    path.join(ROOT, pkg, 'webpack.config.cjs'),
    path.join(ROOT, pkg, 'package.json'),
    ...SHARED_INPUTS,
    // The shell's server build; it holds no remote (their server containers load at run time).
    ...(pkg === 'shell' ? [path.join(ROOT, pkg, 'webpack.ssr.cjs')] : []),
  ]);
}

export function build(pkg) {
  console.log(`[build] ${pkg} …`);
  const r = spawnSync('pnpm', ['--filter', `@baeum/${pkg}`, 'run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`build of ${pkg} failed`);
  fs.writeFileSync(path.join(ROOT, pkg, 'dist', STAMP), new Date().toISOString());
}

/** Builds the stale packages, one at a time (webpack is CPU-bound on 2 cores). */
export function buildStale(pkgs, { force = false } = {}) {
  for (const pkg of pkgs) if (force || isStale(pkg)) build(pkg);
}

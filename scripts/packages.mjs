// The workspace's front-end packages, their ports, and the stale-build check that
// `pnpm start` uses to rebuild only what changed.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/mf/packages.json'), 'utf8'));
export const FRONTENDS = [
  { pkg: 'shell', port: PACKAGES.shell.port },
  ...PACKAGES.remotes.map(({ pkg, port }) => ({ pkg, port })),
];
export const API_PORT = 4000;

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(p)) {
    if (e === 'node_modules' || e === 'dist' || e.startsWith('.')) continue;
    max = Math.max(max, newestMtime(path.join(p, e)));
  }
  return max;
}

const STAMP = '.build-stamp';

export function isStale(pkg) {
  const stamp = path.join(ROOT, pkg, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const inputs = [
    path.join(ROOT, pkg, 'src'),
    path.join(ROOT, pkg, 'webpack.config.cjs'),
    path.join(ROOT, pkg, 'package.json'),
    path.join(ROOT, 'shared/src'),
    path.join(ROOT, 'shared/mf'),
    path.join(ROOT, 'pnpm-lock.yaml'),
  ];
  return inputs.some((i) => newestMtime(i) > built);
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

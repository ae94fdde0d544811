// The two builds the bench compares: the federated one (`pnpm build`, what is stale) and the
// mono one (`pnpm build:mono`, when its inputs changed since its stamp).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  FRONTENDS,
  ROOT,
  SHARED_INPUTS,
  buildStale,
  isStampStale,
} from '../../scripts/packages.mjs';

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

/** Builds what is stale (unless `build` is false), then checks every build is there. */
export function ensureBuilds({ build = true, log = console.log } = {}) {
  if (build) {
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
}

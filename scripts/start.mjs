// `pnpm start`: production builds of whatever is missing or stale, then the shell, the remotes
// (ports from shared/mf/packages.json) and the reference API on :4000. One Ctrl-C stops all of it.
// `pnpm dev` (--dev): webpack dev servers with hot reload instead of production builds.
import path from 'node:path';
import { spawn } from 'node:child_process';
import {
  API_PORT,
  FRONTENDS,
  REMOTES,
  ROOT,
  SHELL_PORT,
  buildStale,
  hasRealSocialIds,
} from './packages.mjs';
import { serveStatic } from '@baeum/shell/server/serve.mjs';

const dev = process.argv.includes('--dev');
const children = [];

function run(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping && code !== 0) {
      console.error(`[start] ${args.join(' ')} exited (${code ?? signal}); stopping.`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
  if (!children.length) process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run(process.execPath, [dev ? '--watch' : '', 'src/main.ts'].filter(Boolean), {
  cwd: path.join(ROOT, 'api'),
  // The local product has no SMS provider: sign-up reads its code through the development route
  // (the API says so when it starts). Deployments leave ENABLE_DEV_ROUTES unset.
  // The API sits behind this script's /_api proxy on loopback: believe that proxy's client address.
  // Social log-in's providers send the browser back to the site's address (the /_api proxy).
  env: {
    ENABLE_DEV_ROUTES: '1',
    TRUST_PROXY: 'loopback',
    SOCIAL_REDIRECT_BASE: `http://localhost:${SHELL_PORT}/_api`,
    ...process.env,
    PORT: String(API_PORT),
  },
});

// Social log-in (issue #52): with no real client id configured, the local stand-in provider
// (api/src/standin) answers for 카카오, 네이버 and Apple on its own port; never with real ids.
if (!hasRealSocialIds(process.env)) {
  run(process.execPath, ['src/standin/main.ts'], { cwd: path.join(ROOT, 'api') });
}

if (dev) {
  for (const { pkg } of FRONTENDS) run('pnpm', ['--filter', `@baeum/${pkg}`, 'run', 'dev']);
} else {
  buildStale(FRONTENDS.map((f) => f.pkg));
  // The remotes first: the shell's render server loads their server containers as it starts.
  for (const { pkg, port } of [...FRONTENDS].reverse()) {
    await serveStatic({ root: path.join(ROOT, pkg, 'dist'), port, quiet: true });
  }
  const remotes = `:${REMOTES[0].port}–:${REMOTES.at(-1).port}`;
  console.log(
    `\n  배움 is running → http://localhost:${SHELL_PORT}\n  (remotes ${remotes}, API :${API_PORT}; Ctrl-C stops everything)\n`,
  );
}

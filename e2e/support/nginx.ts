// The production deployment for the nginx journeys (deploy/nginx/): Debian's nginx serves each
// package's dist/ as its own site (the shell on :3100, the remotes on :3101–:3105), proxies /_api
// to the API of this run and the pages to the shell's render server (`pnpm --filter @baeum/shell
// start` on a free port, reading the remotes nginx serves from the runtime config render.mjs
// wrote), micro-caching a visitor's drawing. One set-up for every spec that needs it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { API_URL, type RemoteName } from './env';

const ROOT = path.resolve(__dirname, '../..');

/** Debian's nginx, when installed (`npm test` installs it). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
/** The front-end packages (shared/mf/packages.json, the one list): names, folders, ports. */
const FRONT_END = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'shared/mf/packages.json'), 'utf8'),
) as { shell: { port: number }; remotes: Array<{ name: RemoteName; pkg: string; port: number }> };
/** nginx's sites listen 100 above the Node servers of the run (packages.json's ports). */
const NGINX_PORT_OFFSET = 100;
/** A page each remote owns, opened through the shell's site. */
const REMOTE_PAGES: Record<RemoteName, string> = {
  mfe_search: '/',
  mfe_community: '/community',
  mfe_class: '/class/1',
  mfe_studio: '/studio',
  mfe_account: '/notices',
};

/** The shell's site on nginx: the pages come through here. */
export const NGINX_SHELL = `http://localhost:${FRONT_END.shell.port + NGINX_PORT_OFFSET}`;
export const NGINX_SITES: Array<{
  name: 'shell' | RemoteName;
  pkg: string;
  port: number;
  page?: string;
}> = [
  { name: 'shell', pkg: 'shell', port: FRONT_END.shell.port + NGINX_PORT_OFFSET },
  ...FRONT_END.remotes.map(({ name, pkg, port }) => ({
    name,
    pkg,
    port: port + NGINX_PORT_OFFSET,
    page: REMOTE_PAGES[name],
  })),
];

/**
 * The render server's own times, as in production (shell/server/serve.mjs, shell README): a
 * visitor's drawing kept 10 s in the process, each remote's server manifest asked for again at
 * most every second (by a drawing).
 */
export const NGINX_RENDER_ENV = { visitorCacheMs: 10_000, recheckMs: 1_000 };

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

export interface NginxDeployment {
  /** The folder of the rendered configuration, nginx's prefix and the logs. */
  dir: string;
  /** nginx's error and access logs and the render server's output, for a failed test. */
  attachLogs(testInfo: TestInfo): Promise<void>;
  stop(): void;
}

/**
 * Renders the configuration of this run (deploy/nginx/render.mjs), starts the shell's render
 * server as its deployment starts it and nginx in front of it.
 * @param o `roots`: a site's folder other than `<pkg>/dist` (e.g. a `current` link to a release,
 *   deploy/nginx/release.mjs)
 */
export async function startNginxDeployment(
  o: { roots?: Partial<Record<RemoteName, string>> } = {},
): Promise<NginxDeployment> {
  if (!NGINX) throw new Error('nginx is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-nginx-'));
  // Started as root, nginx's workers run as nobody: they must be able to read the page.
  fs.chmodSync(dir, 0o755);
  const nginxArgs = [
    '-p',
    dir,
    '-c',
    path.join(dir, 'nginx.conf'),
    '-e',
    path.join(dir, 'error.log'),
  ];
  const renderPort = await freePort();
  const sites = {
    api: API_URL,
    render: `http://127.0.0.1:${renderPort}`,
    sites: Object.fromEntries(
      NGINX_SITES.map((s) => [
        s.name,
        {
          listen: `127.0.0.1:${s.port}`,
          server_name: 'localhost',
          root: (s.name !== 'shell' && o.roots?.[s.name]) || path.join(ROOT, s.pkg, 'dist'),
          url: `http://localhost:${s.port}`,
        },
      ]),
    ),
  };
  fs.writeFileSync(path.join(dir, 'sites.json'), JSON.stringify(sites));
  const rendered = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'deploy/nginx/render.mjs'),
      '--sites',
      path.join(dir, 'sites.json'),
      '--out',
      dir,
    ],
    { encoding: 'utf8' },
  );
  if (rendered.status !== 0) throw new Error(`render.mjs failed: ${rendered.stderr}`);
  // The shell's render server, as its deployment starts it (the remotes map nginx serves).
  const log = fs.openSync(path.join(dir, 'render-server.log'), 'a');
  const renderServer: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/serve-package.mjs'), 'shell'],
    {
      cwd: path.join(ROOT, 'shell'),
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        PORT: String(renderPort),
        API_URL,
        NODE_ENV: 'production',
        BAEUM_VISITOR_CACHE_MS: String(NGINX_RENDER_ENV.visitorCacheMs),
        BAEUM_REMOTE_RECHECK_MS: String(NGINX_RENDER_ENV.recheckMs),
        BAEUM_RUNTIME_CONFIG: path.join(dir, 'shell', 'runtime-config.json'),
      },
    },
  );
  fs.closeSync(log);
  const stop = () => {
    renderServer.kill('SIGTERM');
    spawnSync(NGINX, [...nginxArgs, '-s', 'quit']);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const started = spawnSync(NGINX, nginxArgs, { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
    await waitForHttp(`http://127.0.0.1:${renderPort}/runtime-config.json`);
  } catch (error) {
    stop();
    throw error;
  }
  const attachLogs = async (testInfo: TestInfo) => {
    for (const name of ['render-server.log', 'error.log', 'access.log']) {
      const file = path.join(dir, name);
      if (fs.existsSync(file))
        await testInfo.attach(name, { path: file, contentType: 'text/plain' });
    }
  };
  return { dir, attachLogs, stop };
}

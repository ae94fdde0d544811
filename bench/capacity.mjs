// `pnpm bench:capacity`: how many drawn visitor pages a second the deployment serves (issue #39,
// "Capacity"). autocannon, 10 connections, 10 s per page, no compression asked, on `/`,
// `/class/1` and `/community`:
//   - through nginx (deploy/nginx/, the page micro-cache in front of the render server);
//   - from the shell's render server alone (shell/server/serve.mjs: every request reaches Node).
// The servers (API, remotes, the render server) run in a child process as `pnpm start` runs them,
// nginx in its own; the load generator has this process to itself.
//   --port-offset=N   every port + N (default 0: the ports of shared/mf/packages.json and the
//                     API's; nginx on the shell's + 200 and up)
//   --seconds=N --connections=N   --check (exit 1 when a goal is missed)   --out=FILE
//   --visitor-cache-ms=N  the render server's own memory of visitors' drawings (default 10000,
//                     as in production; 0: every request drawn)
// Not part of `pnpm test`. Figures: bench/README.md ("Capacity") and the root README.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { FRONTENDS, REMOTES, ROOT, SHELL_PORT, buildStale } from '../scripts/packages.mjs';
import { VISITOR_PAGE_CACHE } from '@baeum/shell/server/first-screen.mjs';

export const CAPACITY_ROUTES = ['/', '/class/1', '/community'];
/** The goals of issue #39: through the cache, and from the render server alone. */
export const CAPACITY_GOALS = {
  nginx: { minRps: 2000, maxP99: 50 },
  render: { minRps: 150, maxP99: 150 },
};

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const offset = Number(opt('port-offset', process.env.BENCH_PORT_OFFSET || 0));

if (argv.includes('--serve-child')) {
  // The child: the bench's servers (those of `pnpm start`; the mono site is not asked), until
  // the parent stops it.
  const { startServers } = await import('./lib/servers.mjs');
  const servers = await startServers({ offset, log: () => {} });
  process.on('SIGTERM', () => servers.stop().then(() => process.exit(0)));
  process.stdout.write(`READY ${JSON.stringify({ ports: servers.ports, api: servers.api })}\n`);
} else {
  await main();
}

async function main() {
  const seconds = Number(opt('seconds', 10));
  const connections = Number(opt('connections', 10));
  const outFile = path.resolve(ROOT, opt('out', 'bench/results/capacity.json'));
  const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  if (!argv.includes('--no-build')) buildStale(FRONTENDS.map((f) => f.pkg));

  const loads = [os.loadavg()[0]];
  const sampler = setInterval(() => loads.push(os.loadavg()[0]), 5_000);
  const visitorCacheMs = opt('visitor-cache-ms', '10000');
  const child = spawn(process.execPath, [import.meta.filename, '--serve-child', ...argv], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BAEUM_VISITOR_CACHE_MS: visitorCacheMs },
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-capacity-'));
  fs.chmodSync(dir, 0o755);
  const nginxArgs = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'e.log')];
  let nginxUp = false;
  try {
    const { ports, api } = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const ready = /READY (.*)\n/.exec(out);
        if (ready) resolve(JSON.parse(ready[1]));
      });
      child.once('exit', (code) => reject(new Error(`the servers exited (${code})`)));
    });
    const renderPort = ports.mf.shell;
    const nginxPort = (i) => SHELL_PORT + 200 + offset + i;
    const { render } = await import('../deploy/nginx/render.mjs');
    const sites = {
      api: `http://127.0.0.1:${ports.api}`,
      render: `http://127.0.0.1:${renderPort}`,
      sites: Object.fromEntries(
        [{ pkg: 'shell', name: 'shell' }, ...REMOTES].map((f, i) => [
          f.name,
          {
            listen: `127.0.0.1:${nginxPort(i)}`,
            server_name: 'localhost',
            root: path.join(ROOT, f.pkg, 'dist'),
            url: `http://localhost:${nginxPort(i)}`,
          },
        ]),
      ),
    };
    render(sites, { out: dir });
    const started = spawnSync(NGINX, nginxArgs, { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`nginx: ${started.stderr}`);
    nginxUp = true;

    const targets = {
      nginx: `http://127.0.0.1:${nginxPort(0)}`,
      render: `http://127.0.0.1:${renderPort}`,
    };
    console.log(
      `[capacity] render server :${renderPort} (API ${api}, visitor drawings kept ${visitorCacheMs} ms), nginx :${nginxPort(0)}; ${connections} connections, ${seconds} s a page`,
    );
    const rows = [];
    for (const [via, base] of Object.entries(targets)) {
      for (const route of CAPACITY_ROUTES) {
        await checkDrawn(base + route);
        const r = await autocannon({ url: base + route, connections, duration: seconds });
        rows.push({
          via,
          route,
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          non2xx: r.non2xx,
          // Sockets closed under the load generator (nginx ends a connection after 1,000
          // requests): reported, not counted against the goal.
          errors: r.errors + r.timeouts,
        });
        console.log(
          `[capacity] ${via.padEnd(6)} ${route.padEnd(10)} ${rows.at(-1).rps} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}${r.errors + r.timeouts ? `, ${r.errors + r.timeouts} socket errors` : ''}`,
        );
      }
    }
    const missed = rows.filter(({ via, rps, p99, non2xx }) => {
      const goal = CAPACITY_GOALS[via];
      return rps < goal.minRps || p99 > goal.maxP99 || non2xx > 0;
    });
    const load = {
      start: loads[0],
      mean: Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 100) / 100,
      max: Math.max(...loads),
      cpus: os.cpus().length,
    };
    console.log(`\n${capacityTable(rows)}\n`);
    console.log(
      `1-minute load average: ${load.start} at start, mean ${load.mean}, max ${load.max} on ${load.cpus} CPUs`,
    );
    for (const m of missed) console.log(`[capacity] goal missed: ${m.via} ${m.route}`);
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(
      outFile,
      JSON.stringify(
        { at: new Date().toISOString(), seconds, connections, visitorCacheMs, load, rows },
        null,
        2,
      ),
    );
    if (argv.includes('--check') && missed.length) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    if (nginxUp) spawnSync(NGINX, [...nginxArgs, '-s', 'quit']);
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The page must be a drawing a shared cache may keep, else the figures measure something else
 * (a few tries: right after a run the render server may still be drawing past its time budget).
 */
async function checkDrawn(url, tries = 5) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const html = await res.text();
  if (!res.ok || !html.includes('id="baeum-first-screen"')) {
    if (tries > 1) {
      await new Promise((r) => setTimeout(r, 2000));
      return checkDrawn(url, tries - 1);
    }
    throw new Error(`${url} is not drawn (${res.status}); is the API up?`);
  }
  if (res.headers.get('cache-control') !== VISITOR_PAGE_CACHE)
    throw new Error(`${url}: Cache-Control ${res.headers.get('cache-control')}`);
}

/** The README's table: one line per page, through nginx and from the render server alone. */
export function capacityTable(rows) {
  const cell = (via, route) => {
    const r = rows.find((x) => x.via === via && x.route === route);
    return r ? `${r.rps.toLocaleString('en')} req/s, p99 ${r.p99} ms` : '—';
  };
  return [
    '| drawn visitor page | through nginx (micro-cache) | render server alone |',
    '| ------------------ | --------------------------- | ------------------- |',
    ...CAPACITY_ROUTES.map(
      (route) => `| \`${route}\` | ${cell('nginx', route)} | ${cell('render', route)} |`,
    ),
  ].join('\n');
}

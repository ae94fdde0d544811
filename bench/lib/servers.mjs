// The servers `pnpm bench` measures: the federated production build (shell + five remotes),
// the mono build, both served by scripts/serve.mjs exactly as `pnpm start` serves them, and the
// reference API on a fresh database in a temp folder (as scripts/e2e-servers.mjs does).
// A port already in use is reused only when it serves this checkout's build; otherwise the
// bench stops with a clear message (or run with --port-offset=N to use other ports).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { FRONTENDS, REMOTES, ROOT } from '../../scripts/packages.mjs';
import { serveStatic } from '../../scripts/serve.mjs';

/** Folder → federation name of every remote (shared/mf/packages.json). */
export const REMOTE_NAMES = Object.fromEntries(REMOTES.map(({ pkg, name }) => [pkg, name]));

/** Ports of one bench run: the contract's ports, shifted by --port-offset. */
export function benchPorts(offset = 0) {
  const mf = Object.fromEntries(FRONTENDS.map(({ pkg, port }) => [pkg, port + offset]));
  return { mf, mono: 3100 + offset, api: 4000 + offset };
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function fetchText(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`${res.status} ${url}`);
  return res.text();
}

/** A server already on the port is fine when it hands out the very file this checkout built. */
async function servesSameBuild(port, root, file) {
  try {
    const local = fs.readFileSync(path.join(root, file), 'utf8');
    const served = await fetchText(`http://127.0.0.1:${port}/${file}`);
    return served === local;
  } catch {
    return false;
  }
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * Starts (or reuses) every server. Returns { ports, api: 'started' | 'reused' | 'unavailable',
 * notes: string[], stop() }.
 */
export async function startServers({ offset = 0, log = console.log } = {}) {
  const ports = benchPorts(offset);
  const notes = [];
  const servers = [];
  let apiChild = null;
  let dataDir = null;
  let configFile = null;

  const stop = async () => {
    for (const s of servers) {
      s.closeAllConnections?.();
      await new Promise((r) => s.close(() => r()));
    }
    if (apiChild && apiChild.exitCode === null) {
      apiChild.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(r, 3000);
        apiChild.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (configFile) fs.rmSync(configFile, { force: true });
  };

  try {
    // --- API ---
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    let api = 'started';
    if (await portInUse(ports.api)) {
      if (await waitForHttp(`${apiUrl}/xsrf`, 3000)) {
        api = 'reused';
        notes.push(`API: reusing the server already on :${ports.api}.`);
      } else {
        throw new Error(
          `port ${ports.api} is taken by something that is not the reference API; stop it or use --port-offset=N`,
        );
      }
    } else if (!fs.existsSync(path.join(ROOT, 'api/src/main.ts'))) {
      api = 'unavailable';
      notes.push(
        'API: api/src/main.ts does not exist yet; pages show their error states (bytes are still comparable).',
      );
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-bench-db-'));
      apiChild = spawn(process.execPath, ['src/main.ts'], {
        cwd: path.join(ROOT, 'api'),
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          PORT: String(ports.api),
          API_DATA_DIR: dataDir,
          DATA_DIR: dataDir,
          UPLOAD_DIR: path.join(dataDir, 'uploads'),
          LOG_LEVEL: 'warn',
        },
      });
      let stderr = '';
      apiChild.stderr.on('data', (d) => {
        stderr = (stderr + d).slice(-4000);
      });
      if (!(await waitForHttp(`${apiUrl}/xsrf`, 180_000))) {
        api = 'unavailable';
        notes.push(
          `API: did not answer on :${ports.api} (${stderr.trim().split('\n').slice(-3).join(' | ') || 'no output'}); pages show their error states.`,
        );
        apiChild.kill('SIGTERM');
      }
    }

    // --- the remotes map the shell hands out: the contract's ports unless shifted ---
    if (offset !== 0) {
      configFile = path.join(os.tmpdir(), `baeum-bench-runtime-config-${process.pid}.json`);
      const remotes = Object.fromEntries(
        Object.entries(REMOTE_NAMES).map(([pkg, name]) => [
          name,
          `http://localhost:${ports.mf[pkg]}/mf-manifest.json`,
        ]),
      );
      fs.writeFileSync(configFile, JSON.stringify({ remotes }));
      process.env.BAEUM_RUNTIME_CONFIG = configFile;
    }

    // --- static servers: remotes first, the shell last, then mono ---
    const statics = [
      ...FRONTENDS.filter((f) => f.pkg !== 'shell').map((f) => ({
        label: f.pkg,
        root: path.join(ROOT, f.pkg, 'dist'),
        port: ports.mf[f.pkg],
        probe: 'remoteEntry.js',
      })),
      {
        label: 'shell',
        root: path.join(ROOT, 'shell/dist'),
        port: ports.mf.shell,
        probe: 'index.html',
      },
      {
        label: 'mono',
        root: path.join(ROOT, 'shell/dist-mono'),
        port: ports.mono,
        probe: 'index.html',
      },
    ];
    for (const s of statics) {
      if (await portInUse(s.port)) {
        // index.html carries the runtime config written at serve time: compare a built asset instead.
        const probe =
          s.label === 'mono'
            ? fs.readdirSync(s.root).find((f) => /^main\..*\.js$/.test(f))
            : s.probe;
        if (probe && (await servesSameBuild(s.port, s.root, probe))) {
          notes.push(
            `${s.label}: reusing the server already on :${s.port} (it serves this checkout's build).`,
          );
          continue;
        }
        throw new Error(
          `port ${s.port} (${s.label}) is taken by a server that does not serve this checkout's build; stop it or use --port-offset=N`,
        );
      }
      servers.push(await serveStatic({ root: s.root, port: s.port, apiUrl, quiet: true }));
    }
    if (offset === 0 && notes.some((n) => n.startsWith('shell: reusing'))) {
      // A reused shell hands out its own remotes map: it must be the contract's.
      const cfg = JSON.parse(
        await fetchText(`http://127.0.0.1:${ports.mf.shell}/runtime-config.json`),
      );
      for (const [pkg, name] of Object.entries(REMOTE_NAMES)) {
        if (
          cfg.remotes?.[name] !== `http://localhost:${ports.mf[pkg]}/mf-manifest.json` &&
          cfg.remotes?.[name] !== `http://127.0.0.1:${ports.mf[pkg]}/mf-manifest.json`
        ) {
          throw new Error(
            `the shell already on :${ports.mf.shell} maps ${name} to ${cfg.remotes?.[name]}; stop it or use --port-offset=N`,
          );
        }
      }
    }
    log(
      `[bench] servers: MF :${ports.mf.shell} (+ remotes :${ports.mf[REMOTES[0].pkg]}–:${ports.mf[REMOTES.at(-1).pkg]}), mono :${ports.mono}, API :${ports.api} (${api})`,
    );
    for (const n of notes) log(`[bench]   ${n}`);
    return { ports, api, notes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The seeded category ids, from the API (GET /category); [] when the API is not there. */
export async function categoryIds(apiPort) {
  try {
    const body = JSON.parse(await fetchText(`http://127.0.0.1:${apiPort}/category`));
    const ids = [];
    const walk = (v) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const id = v.categoryId ?? v.id;
        if (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)))
          ids.push(Number(id));
        else Object.values(v).forEach(walk);
      }
    };
    walk(body);
    return ids;
  } catch {
    return [];
  }
}

/**
 * A demo member's token from the API's log-in (GET /xsrf, then POST /login/Auth, as the site's
 * log-in form does); null when the API is not there or refuses.
 * @param {number} apiPort
 * @param {{ phone: string, password: string }} account
 */
export async function memberToken(apiPort, account) {
  try {
    const api = `http://127.0.0.1:${apiPort}`;
    const xsrf = await fetch(`${api}/xsrf`, { signal: AbortSignal.timeout(5000) });
    const cookie = (xsrf.headers.get('set-cookie') || '').split(';')[0] || '';
    const res = await fetch(`${api}/login/Auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        'x-xsrf-token': cookie.split('=')[1] || '',
      },
      body: new URLSearchParams({ user_id: account.phone, passwd: account.password }).toString(),
      signal: AbortSignal.timeout(5000),
    });
    const body = await res.json();
    return typeof body?.data?.token === 'string' ? body.data.token : null;
  } catch {
    return null;
  }
}

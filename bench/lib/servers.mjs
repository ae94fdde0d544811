// The servers `pnpm bench` measures: the federated production build (shell + five remotes),
// the mono build, both served by shell/server/serve.mjs exactly as `pnpm start` serves them, and the
// reference API (./apiServer.mjs). A port already in use is reused only when it serves this
// checkout's build; otherwise the bench stops with a clear message (or run with
// --port-offset=N to use other ports). `stop()` closes every server and child it started, so a
// bench run ends on its own (scripts/bench-exits.test.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRONTENDS, REMOTES, ROOT } from '../../scripts/packages.mjs';
import { serveStatic } from '@baeum/shell/server/serve.mjs';
import { startApi } from './apiServer.mjs';
import { fetchText, portInUse } from './http.mjs';

export { categoryIds, memberToken } from './apiServer.mjs';

/** Folder → federation name of every remote (shared/mf/packages.json). */
export const REMOTE_NAMES = Object.fromEntries(REMOTES.map(({ pkg, name }) => [pkg, name]));

/** Ports of one bench run: the contract's ports, shifted by --port-offset. */
export function benchPorts(offset = 0) {
  const mf = Object.fromEntries(FRONTENDS.map(({ pkg, port }) => [pkg, port + offset]));
  return { mf, mono: 3100 + offset, api: 4000 + offset };
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

/**
 * With shifted ports the shell must hand out a remotes map naming them: written to a temp
 * file read by shell/server/runtime-config.cjs. Returns the function that takes it back.
 */
function shiftRemotesMap(offset, ports) {
  if (offset === 0) return () => {};
  const file = path.join(os.tmpdir(), `baeum-bench-runtime-config-${process.pid}.json`);
  const remotes = Object.fromEntries(
    Object.entries(REMOTE_NAMES).map(([pkg, name]) => [
      name,
      `http://localhost:${ports.mf[pkg]}/mf-manifest.json`,
    ]),
  );
  fs.writeFileSync(file, JSON.stringify({ remotes }));
  const before = process.env.BAEUM_RUNTIME_CONFIG;
  process.env.BAEUM_RUNTIME_CONFIG = file;
  return () => {
    if (before === undefined) delete process.env.BAEUM_RUNTIME_CONFIG;
    else process.env.BAEUM_RUNTIME_CONFIG = before;
    fs.rmSync(file, { force: true });
  };
}

/** The static servers, remotes first, the shell last, then mono. */
function staticSites(ports) {
  return [
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
}

/** Serves each site, or reuses the server on its port when it serves this checkout's build. */
async function startStatics(sites, apiUrl, notes, servers) {
  for (const s of sites) {
    if (await portInUse(s.port)) {
      // index.html carries the runtime config written at serve time: compare a built asset instead.
      const probe =
        s.label === 'mono' ? fs.readdirSync(s.root).find((f) => /^main\..*\.js$/.test(f)) : s.probe;
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
}

/** A reused shell hands out its own remotes map: it must be the contract's. */
async function checkReusedShell(ports) {
  const cfg = JSON.parse(await fetchText(`http://127.0.0.1:${ports.mf.shell}/runtime-config.json`));
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

/**
 * Starts (or reuses) every server. Returns { ports, api: 'started' | 'reused' | 'unavailable',
 * notes: string[], stop() }.
 */
export async function startServers({ offset = 0, log = console.log } = {}) {
  const ports = benchPorts(offset);
  const notes = [];
  const servers = [];
  let stopApi = async () => {};
  let restoreRemotesMap = () => {};

  const stop = async () => {
    for (const s of servers.splice(0)) {
      s.closeAllConnections?.();
      await new Promise((r) => s.close(() => r()));
    }
    await stopApi();
    restoreRemotesMap();
  };

  try {
    const started = await startApi(ports.api, notes);
    stopApi = started.stop;
    restoreRemotesMap = shiftRemotesMap(offset, ports);
    await startStatics(staticSites(ports), `http://127.0.0.1:${ports.api}`, notes, servers);
    if (offset === 0 && notes.some((n) => n.startsWith('shell: reusing'))) {
      await checkReusedShell(ports);
    }
    log(
      `[bench] servers: MF :${ports.mf.shell} (+ remotes :${ports.mf[REMOTES[0].pkg]}–:${ports.mf[REMOTES.at(-1).pkg]}), mono :${ports.mono}, API :${ports.api} (${started.api})`,
    );
    for (const n of notes) log(`[bench]   ${n}`);
    return { ports, api: started.api, notes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

// `pnpm bench --check` once printed `budgets: all within` and then never exited: the servers it
// started left handles open (issue #34, "Tools"). A tool run from scripts must end on its own.
// This runs the bench's own server piece (bench/lib/servers.mjs: the reference API as a child
// process, the six static servers with their first-screen drawing and /_api proxy) in a child
// process, asks it for drawn pages and an API answer as a bench load does, stops it, and then
// waits for the process to end by itself. The bound is a liveness bound, not a timing figure.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** After `stop()`, how long the process may take to end: generous, far above a normal exit. */
const EXIT_BOUND_MS = 60_000;

const CHILD = `
import { startServers } from ${JSON.stringify(path.join(ROOT, 'bench/lib/servers.mjs'))};
const servers = await startServers({ offset: Number(process.env.OFFSET), log: () => {} });
const shell = 'http://127.0.0.1:' + servers.ports.mf.shell;
// Drawn pages (the shell's server render runs in this process) and the API through the proxy.
for (const page of ['/', '/community', '/_api/xsrf']) await (await fetch(shell + page)).text();
console.log('api ' + servers.api);
await servers.stop();
console.log('stopped');
// Only printed when something still holds the process: what it is.
setTimeout(() => console.log('open: ' + process.getActiveResourcesInfo().join(', ')), 5000).unref();
`;

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port offset whose every bench port (shell, remotes, mono, API) is free right now. */
async function freeOffset() {
  for (let tries = 0; tries < 50; tries += 1) {
    const offset = 30_000 + 10 * Math.floor(Math.random() * 500);
    const ports = [0, 1, 2, 3, 4, 5, 100, 1000].map((d) => 3000 + offset + d);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return offset;
  }
  throw new Error('no free port range for the bench servers');
}

describe('the bench', () => {
  it('ends its process on its own once it has stopped the servers it started', async () => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
      cwd: ROOT,
      env: { ...process.env, OFFSET: String(await freeOffset()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const stopped = new Promise((resolve) => {
      child.stdout.on('data', () => out.includes('stopped') && resolve());
    });
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    // Starting the API (migrations and seed on a fresh database) may take minutes on a busy
    // machine; the bound starts once the servers are stopped.
    await Promise.race([stopped, exited]);
    let timer;
    const code = await Promise.race([
      exited,
      new Promise((resolve) => (timer = setTimeout(() => resolve('still running'), EXIT_BOUND_MS))),
    ]);
    clearTimeout(timer);
    if (code === 'still running') child.kill('SIGKILL');
    assert.equal(code, 0, `exit: ${code}\n${out}\n${err.slice(-2000)}`);
    assert.match(out, /stopped/);
  });
});

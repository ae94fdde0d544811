// Jest globalSetup of every package whose component tests run against the reference API: starts
// api/ (the real Fastify app on PGlite) once for the run, on a free loopback port with a fresh
// database, and hands its URL to the tests in REFERENCE_API_URL. Seeding takes a while, so the
// seeded database is kept as a template (keyed by a hash of the API's sources) and each run
// starts from a copy of it. Use: globalSetup/globalTeardown in the package's jest.config.cjs.
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const API_DIR = path.resolve(__dirname, '../../api');

function sourceHash(dir) {
  const hash = crypto.createHash('sha256');
  const walk = (d) => {
    for (const entry of fs
      .readdirSync(d, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 16);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the reference API exited (${child.exitCode})`);
    try {
      const res = await fetch(`${url}/xsrf`);
      if (res.ok || res.status === 204) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the reference API did not start in time');
}

/** The local stand-in provider of social log-in (issue #52), on a free port: its URL. */
async function startStandIn() {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/standin/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, STANDIN_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the stand-in provider exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/.well-known/openid-configuration`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the stand-in provider did not start in time');
}

async function start(dataDir, standInUrl) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      // Social log-in: the stand-in provider, which sends the browser back to this API.
      ...(standInUrl ? { SOCIAL_STANDIN_URL: standInUrl, SOCIAL_REDIRECT_BASE: url } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // Sign-up journeys read the SMS code through the development route.
      ENABLE_DEV_ROUTES: '1',
      // Every test comes from 127.0.0.1: the per-client SMS and password-reset limits (api
      // README "Limits", tested in api/test/limits.test.ts) would count the whole run as one person.
      LIMIT_SMS_CLIENT: '1000/1h',
      LIMIT_PHONE_CHECK_CLIENT: '1000/1h',
      LIMIT_RESET_CLIENT: '1000/1h',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilUp(url, child, 180_000);
  return { url, child };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

module.exports = async function setup() {
  if (process.env.REFERENCE_API_URL) return; // a running API was named: use it
  const template = path.join(
    os.tmpdir(),
    `baeum-test-api-${sourceHash(path.join(API_DIR, 'src'))}`,
  );
  if (!fs.existsSync(path.join(template, '.seeded'))) {
    // Seed in a folder of our own and rename it into place: two packages' runs may race here.
    const building = fs.mkdtempSync(`${template}-building-`);
    const seeding = await start(path.join(building, 'db'));
    await stop(seeding.child);
    fs.writeFileSync(path.join(building, '.seeded'), '');
    try {
      fs.renameSync(building, template);
    } catch {
      fs.rmSync(building, { recursive: true, force: true }); // another run got there first
    }
    if (!fs.existsSync(path.join(template, '.seeded')))
      throw new Error(`no seeded template at ${template}`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-test-db-'));
  fs.cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
  const standIn = await startStandIn();
  const { url, child } = await start(path.join(dataDir, 'db'), standIn.url);
  process.env.REFERENCE_API_URL = url;
  globalThis.__referenceApi = { child, dataDir, standIn: standIn.child };
};

module.exports.stop = stop;

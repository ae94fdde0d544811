// The runtime configuration the shell reads at boot: the remotes map (name → mf-manifest.json
// URL) and the environment's settings. It is built per request, so pointing a remote at another
// URL (env or the JSON file named by BAEUM_RUNTIME_CONFIG) takes effect on reload, with no rebuild.
// Without that file the remotes sit beside the page, on the host the page was asked for — but
// only a host of the allow-list: localhost, 127.0.0.1 and the names in BAEUM_ALLOWED_HOSTS.
// Any other Host header (`Host: evil.example`) gets the localhost config, so a request cannot
// choose where the page loads its scripts from (nor what its CSP allows).
const fs = require('node:fs');

const REMOTE_PORTS = Object.fromEntries(
  require('@baeum/shared/mf/packages.json').remotes.map(({ name, port }) => [name, port]),
);

function readOverrides() {
  const file = process.env.BAEUM_RUNTIME_CONFIG;
  if (!file) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

const DEFAULT_HOSTS = ['localhost', '127.0.0.1'];

/** The host names a page may name its remotes on: the defaults and BAEUM_ALLOWED_HOSTS. */
function allowedHosts(env = process.env) {
  const extra = (env.BAEUM_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9.-]+$/.test(h));
  return new Set([...DEFAULT_HOSTS, ...extra]);
}

/** @param {{ hostname?: string, dev?: boolean }} o */
function runtimeConfig({ hostname = 'localhost' } = {}) {
  const asked = String(hostname).toLowerCase();
  const safeHost = allowedHosts().has(asked) ? asked : 'localhost';
  const overrides = readOverrides();
  const remotes = {};
  for (const [name, port] of Object.entries(REMOTE_PORTS)) {
    remotes[name] = `http://${safeHost}:${port}/mf-manifest.json`;
  }
  Object.assign(remotes, overrides.remotes || {});
  return {
    remotes,
    env: process.env.NODE_ENV === 'production' ? 'production' : 'local',
    ...(overrides.settings ? { settings: overrides.settings } : {}),
  };
}

module.exports = { runtimeConfig, allowedHosts, REMOTE_PORTS };

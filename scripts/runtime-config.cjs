// The runtime configuration the shell reads at boot: the remotes map (name → mf-manifest.json
// URL) and the environment's settings. It is built per request, so pointing a remote at another
// URL (env or the JSON file named by BAEUM_RUNTIME_CONFIG) takes effect on reload, with no rebuild.
const fs = require('node:fs');

const REMOTE_PORTS = Object.fromEntries(
  require('../shared/mf/packages.json').remotes.map(({ name, port }) => [name, port]),
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

/** @param {{ hostname?: string, dev?: boolean }} o */
function runtimeConfig({ hostname = 'localhost' } = {}) {
  const safeHost = /^[a-z0-9.-]+$/i.test(hostname) ? hostname : 'localhost';
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

module.exports = { runtimeConfig, REMOTE_PORTS };

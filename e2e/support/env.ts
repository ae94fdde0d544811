import os from 'node:os';
import path from 'node:path';

/** The e2e servers read the remotes map override from here on every page load. */
export const RUNTIME_CONFIG_FILE =
  process.env.BAEUM_RUNTIME_CONFIG || path.join(os.tmpdir(), 'baeum-e2e-runtime-config.json');

/** The flags this machine needs: no sandbox as root, and no background calls to the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const API_URL = 'http://127.0.0.1:4000';
export const REMOTE_PORTS = {
  mfe_search: 3001,
  mfe_community: 3002,
  mfe_class: 3003,
  mfe_studio: 3004,
  mfe_account: 3005,
} as const;

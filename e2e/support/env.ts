import fs from 'node:fs';
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
type RemoteName = 'mfe_search' | 'mfe_community' | 'mfe_class' | 'mfe_studio' | 'mfe_account';

/** The remotes' ports, from the one list (shared/mf/packages.json). */
export const REMOTE_PORTS = Object.fromEntries(
  (
    JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../shared/mf/packages.json'), 'utf8'),
    ) as { remotes: Array<{ name: string; port: number }> }
  ).remotes.map(({ name, port }) => [name, port]),
) as Record<RemoteName, number>;

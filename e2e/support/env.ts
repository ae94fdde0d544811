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

/** The front-end packages, names and ports: the one list (shared/mf/packages.json). */
const FRONT_END = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../shared/mf/packages.json'), 'utf8'),
) as { shell: { port: number }; remotes: Array<{ name: string; port: number }> };

/**
 * The remotes' federation names as a type (a JSON import's strings are not literal types),
 * checked against the one list when the journeys start.
 */
const NAMES = ['mfe_search', 'mfe_community', 'mfe_class', 'mfe_studio', 'mfe_account'] as const;
export type RemoteName = (typeof NAMES)[number];
if (FRONT_END.remotes.map((r) => r.name).join() !== NAMES.join()) {
  throw new Error('e2e/support/env.ts: the remote names differ from shared/mf/packages.json');
}

/** The composed site, as the journeys open it. */
export const SHELL_URL = `http://localhost:${FRONT_END.shell.port}`;

/** The remotes' ports, by federation name. */
export const REMOTE_PORTS = Object.fromEntries(
  FRONT_END.remotes.map(({ name, port }) => [name, port]),
) as Record<RemoteName, number>;

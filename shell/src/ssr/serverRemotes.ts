// The remotes on the server (README "Server render"): each remote's server container, loaded at
// run time from the same remotes map that points the browser at the remote. A remote's browser
// manifest `…/mf-manifest.json` has its server twin at `…/server/mf-manifest.json`
// (shared/mf/server.cjs). The federation runtime fetches and caches the container; this module
// decides when a cached one is out of date: at most every `recheckMs` per remote it asks for the
// server manifest again, and a manifest that changed (a new deployment names new chunk files)
// replaces the remote (`registerRemotes(…, { force: true })` drops the old container, its
// manifest and its loaded modules) before the next drawing loads it.
import { createHash } from 'node:crypto';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteId, RemoteName, RemotesMap } from '@baeum/shared';

/** Where a remote's server manifest lives, from its browser manifest's URL. */
export function serverManifestUrl(browserManifestUrl: string): string {
  return new URL('server/mf-manifest.json', browserManifestUrl).href;
}

interface Deployment {
  url: string;
  /** A digest of the server manifest: a new build names new files, so it changes. */
  version: string;
  checkedAt: number;
}

export interface ServerRemotesOptions {
  /** How often a remote's manifest is asked for again; 0: on every drawing. */
  recheckMs?: number;
  /** The exposed modules a drawing may load from a remote (`mfe_class/Routes`, …). */
  exposedBy: (name: RemoteName) => RemoteId[];
  /** Loads an exposed module from the runtime (not through the shell's module cache). */
  load: (id: RemoteId) => Promise<unknown>;
  /** The new container's modules are loaded: the shell drops the old ones it holds. */
  onReplaced: (name: RemoteName) => void;
  fetchManifest?: (url: string) => Promise<string>;
  register?: (remote: { name: string; entry: string }) => void;
  now?: () => number;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * The deployments the render server knows.
 * - `ready(names, map)`: a remote never seen is registered from its server manifest before the
 *   drawing goes on; a known one is drawn from what is loaded while its manifest is asked for
 *   again in the background (at most every `recheckMs`).
 * - A changed manifest (a new deployment) replaces the remote: the new container and its
 *   modules are loaded first, then the shell forgets the old modules, so the next drawing uses
 *   the new code and no drawing waits for the swap. A manifest that cannot be read keeps what is
 *   loaded (or nothing: the remote's slot goes to the browser).
 * - `prepare(map)`: every remote at once, with its modules (the server's start).
 */
export function createServerRemotes({
  recheckMs = 1_000,
  exposedBy,
  load,
  onReplaced,
  fetchManifest = fetchText,
  register = (remote) => registerRemotes([remote], { force: true }),
  now = Date.now,
}: ServerRemotesOptions) {
  const known = new Map<RemoteName, Deployment>();
  const inFlight = new Map<RemoteName, Promise<void>>();

  async function check(name: RemoteName, url: string): Promise<void> {
    const text = await fetchManifest(url);
    const version = createHash('sha256').update(text).digest('base64url').slice(0, 16);
    const last = known.get(name);
    if (last && last.url === url && last.version === version) {
      last.checkedAt = now();
      return;
    }
    register({ name, entry: url });
    if (last) {
      // Loaded before the swap: a failure here leaves the old modules in use until next time.
      await Promise.all(exposedBy(name).map((id) => load(id)));
      onReplaced(name);
    }
    known.set(name, { url, version, checkedAt: now() });
  }

  function refresh(name: RemoteName, url: string): Promise<void> {
    let pending = inFlight.get(name);
    if (!pending) {
      pending = check(name, url)
        .catch(() => {
          const last = known.get(name);
          if (last) last.checkedAt = now();
        })
        .finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    return pending;
  }

  function ready(names: readonly RemoteName[], map: Partial<RemotesMap>): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const name of names) {
      const browserUrl = map[name];
      if (!browserUrl) continue;
      const url = serverManifestUrl(browserUrl);
      const last = known.get(name);
      if (!last || last.url !== url) waits.push(refresh(name, url));
      else if (now() - last.checkedAt >= recheckMs) void refresh(name, url);
    }
    return Promise.all(waits).then(() => undefined);
  }

  return {
    ready,
    async prepare(map: Partial<RemotesMap>): Promise<void> {
      const names = Object.keys(map) as RemoteName[];
      await ready(names, map);
      await Promise.allSettled(names.flatMap((name) => exposedBy(name).map((id) => load(id))));
    },
    /** The version each remote is drawn from (for the server's log and tests). */
    versions(): Record<string, string> {
      return Object.fromEntries([...known].map(([name, d]) => [name, d.version]));
    },
  };
}

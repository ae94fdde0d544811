import type { RemoteName } from '@baeum/shared';
import routeTable from '../../static/route-table.json';
import { firstMatching, matchRoute } from './matchRoute.mjs';

/**
 * ARCHITECTURE.md section 4: which remote owns which paths. The remote owns what is below. The
 * table is data (static/route-table.json, served beside index.html) so that the shell's server
 * can name the owning remote's files in the page it sends (shell/server/preload-hints.mjs).
 */
export const ROUTE_TABLE: ReadonlyArray<{ pattern: string; remote: RemoteName }> =
  routeTable.routes as ReadonlyArray<{ pattern: string; remote: RemoteName }>;

/**
 * The external site's paths of spec section 2, mapped to our pages. The external-site base
 * defaults to this shell, so every such link works locally. `/class/lecture/:id` is no redirect:
 * it is the classroom (mfe-class), under the `/class/:classId/*` entry of the route table.
 */
export const EXTERNAL_REDIRECTS: ReadonlyArray<{
  pattern: string;
  to: (p: Record<string, string | undefined>) => string;
}> = [
  { pattern: '/class/classDetail/:id', to: (p) => `/class/${p.id}` },
  { pattern: '/new/user/:id', to: (p) => `/user/${p.id}` },
  { pattern: '/class/chat/:id', to: (p) => `/user/${p.id}` },
];

const owners = new Map<string, RemoteName | null>();
/** Remembered answers are dropped past this many paths (a long session of unique links). */
const OWNERS_KEPT = 1000;

/**
 * The remote owning a path. Asked for every link on a page at start-up (preloading), and
 * react-router compiles the pattern on each call: the answers are remembered.
 */
export function ownerOf(pathname: string): RemoteName | null {
  const known = owners.get(pathname);
  if (known !== undefined) return known;
  const owner = firstMatching(ROUTE_TABLE, pathname)?.remote ?? null;
  if (owners.size >= OWNERS_KEPT) owners.clear();
  owners.set(pathname, owner);
  return owner;
}

export function externalRedirect(pathname: string): string | null {
  for (const { pattern, to } of EXTERNAL_REDIRECTS) {
    const params = matchRoute(pattern, pathname);
    if (params) return to(params);
  }
  return null;
}

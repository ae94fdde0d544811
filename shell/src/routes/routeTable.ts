import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@baeum/shared';
import routeTable from '../../static/route-table.json';

/**
 * ARCHITECTURE.md section 4: which remote owns which paths. The remote owns what is below. The
 * table is data (static/route-table.json, served beside index.html) so that the shell's server
 * can name the owning remote's files in the page it sends (scripts/preload-hints.mjs).
 */
export const ROUTE_TABLE: ReadonlyArray<{ pattern: string; remote: RemoteName }> =
  routeTable.routes as ReadonlyArray<{ pattern: string; remote: RemoteName }>;

/**
 * The external site's paths of spec section 2, mapped to our pages. The external-site base
 * defaults to this shell, so every such link works locally.
 */
export const EXTERNAL_REDIRECTS: ReadonlyArray<{
  pattern: string;
  to: (p: Record<string, string | undefined>) => string;
}> = [
  { pattern: '/class/classDetail/:id', to: (p) => `/class/${p.id}` },
  { pattern: '/class/lecture/:id', to: (p) => `/class/${p.id}` },
  { pattern: '/new/user/:id', to: (p) => `/user/${p.id}` },
  { pattern: '/class/chat/:id', to: (p) => `/user/${p.id}` },
];

export function ownerOf(pathname: string): RemoteName | null {
  for (const { pattern, remote } of ROUTE_TABLE) {
    if (matchPath({ path: pattern, end: true }, pathname)) return remote;
  }
  return null;
}

export function externalRedirect(pathname: string): string | null {
  for (const { pattern, to } of EXTERNAL_REDIRECTS) {
    const m = matchPath({ path: pattern, end: true }, pathname);
    if (m) return to(m.params);
  }
  return null;
}

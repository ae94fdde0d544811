import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@baeum/shared';

/** ARCHITECTURE.md section 4: which remote owns which paths. The remote owns what is below. */
export const ROUTE_TABLE: ReadonlyArray<{ pattern: string; remote: RemoteName }> = [
  { pattern: '/', remote: 'mfe_search' },
  { pattern: '/search', remote: 'mfe_search' },
  { pattern: '/category', remote: 'mfe_search' },
  { pattern: '/event', remote: 'mfe_search' },
  { pattern: '/event/:eventId', remote: 'mfe_search' },
  { pattern: '/community/*', remote: 'mfe_community' },
  { pattern: '/community', remote: 'mfe_community' },
  { pattern: '/user/report/:userId', remote: 'mfe_community' },
  { pattern: '/class/:classId/*', remote: 'mfe_class' },
  { pattern: '/review/:reviewId/edit', remote: 'mfe_class' },
  { pattern: '/webview/alarm/class/*', remote: 'mfe_class' },
  { pattern: '/studio/*', remote: 'mfe_studio' },
  { pattern: '/login', remote: 'mfe_account' },
  { pattern: '/signup', remote: 'mfe_account' },
  { pattern: '/password/reset', remote: 'mfe_account' },
  { pattern: '/my/*', remote: 'mfe_account' },
  { pattern: '/settings/*', remote: 'mfe_account' },
  { pattern: '/notices', remote: 'mfe_account' },
  { pattern: '/coach/apply', remote: 'mfe_account' },
  { pattern: '/withdrawal', remote: 'mfe_account' },
  { pattern: '/user/:userId', remote: 'mfe_account' },
];

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

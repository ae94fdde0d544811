// The page the shell's server is drawing (shell/src/ssr/renderPage.server.tsx): its store, its
// reader's user agent and credentials, its configuration. The server draws many pages at once,
// each in its own asynchronous context, so nothing of a drawing is ever set on a module: the
// server installs one source at start (an AsyncLocalStorage lookup) and the kit's readers ask
// it — getStore(), the user-agent checks, the API client's credentials and configuration. In
// the browser there is no source and they read the tab's own.
import type { QueryClient } from './data/query';
import type { Store } from './state/jotai';
import type { UrlCredentials } from './api/credentials';
import type { BaeumConfig } from './config';

export interface RequestScope {
  store: Store;
  queryClient: QueryClient;
  userAgent: string;
  /** The address's credentials (a web view page drawn for its member); none for a visitor. */
  credentials: UrlCredentials;
  config: BaeumConfig;
}

let source: (() => RequestScope | undefined) | null = null;

/** Installed once by the render server; never in the browser. */
export function setRequestScopeSource(next: (() => RequestScope | undefined) | null): void {
  source = next;
}

/** The drawing this call belongs to, if the server is drawing one. */
export function requestScope(): RequestScope | undefined {
  return source ? source() : undefined;
}

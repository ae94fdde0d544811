// Where the cross-site login check may run (spec section 4): not on localhost, and only when
// this host is part of the sibling site's address. The sibling site's base URL is a runtime
// setting (`siblingSiteBase`), since the shared configuration has no key for it.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

let siblingSiteBase = '';

/** The shell passes the runtime settings it read at boot. */
export function configureCrossSiteCheck(settings?: Record<string, unknown>): void {
  const base = settings?.siblingSiteBase;
  siblingSiteBase = typeof base === 'string' ? base.trim() : '';
}

export function getSiblingSiteBase(): string {
  return siblingSiteBase;
}

/**
 * True when `hostname` is the sibling site's host name or a parent domain of it
 * (baeum.test for https://www.baeum.test), matched at label boundaries.
 */
export function shouldRunCrossSiteCheck(hostname: string, siblingBase: string): boolean {
  const host = hostname.toLowerCase();
  if (!host || LOCAL_HOSTS.has(host) || !siblingBase) return false;
  let siblingHost: string;
  try {
    siblingHost = new URL(siblingBase).hostname.toLowerCase();
  } catch {
    return false;
  }
  return siblingHost === host || siblingHost.endsWith(`.${host}`);
}

export function matchRoute(
  pattern: string,
  pathname: string,
  paramRules?: Record<string, string>,
): Record<string, string | undefined> | null;

export function firstMatching<R extends { pattern: string }>(
  routes: ReadonlyArray<R>,
  pathname: string,
): R | null;

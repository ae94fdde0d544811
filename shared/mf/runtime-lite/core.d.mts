// Types for the tests of Baeum's federation runtime core (core.mjs); the builds use the JS.
/* eslint-disable @typescript-eslint/no-explicit-any */
export const RUNTIME_CORE_VERSION: string;
export const SCRIPT_TIMEOUT_MS: number;
export function satisfy(version: string, range: string | false): boolean;
export class ModuleFederation {
  constructor(options: any);
  options: any;
  shareScopeMap: Record<string, any>;
  initOptions(options: any): any;
  initShareScopeMap(name: string, scope: any): void;
  initializeSharing(name?: string, extra?: any): Promise<unknown>[];
  registerShared(shared: any): any;
  registerRemotes(remotes: any[], options?: { force?: boolean }): void;
  loadShare(pkg: string, extra?: any): Promise<any>;
  loadShareSync(pkg: string, extra?: any): any;
  loadRemote<T = any>(id: string, options?: any): Promise<T>;
}

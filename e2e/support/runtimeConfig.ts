import fs from 'node:fs';
import { RUNTIME_CONFIG_FILE } from './env';

/** Rewrites the remotes map the shell's server hands out; the next page load honours it. */
export function setRemoteOverrides(remotes: Record<string, string>): void {
  fs.writeFileSync(RUNTIME_CONFIG_FILE, JSON.stringify({ remotes }));
}

export function clearRemoteOverrides(): void {
  fs.writeFileSync(RUNTIME_CONFIG_FILE, JSON.stringify({}));
}

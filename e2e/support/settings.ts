import fs from 'node:fs';
import { RUNTIME_CONFIG_FILE } from './env';

interface RuntimeOverrides {
  remotes?: Record<string, string>;
  settings?: Record<string, unknown>;
}

function readOverrides(): RuntimeOverrides {
  try {
    return JSON.parse(fs.readFileSync(RUNTIME_CONFIG_FILE, 'utf8')) as RuntimeOverrides;
  } catch {
    return {};
  }
}

/**
 * Sets the runtime settings the shell's server hands out (passed to `configure()` and to the
 * shell's own settings: `tracking`, `siblingSiteBase`, `polyfillUrl`, …), keeping any remotes
 * override. The next page load honours it.
 */
export function setRuntimeSettings(settings: Record<string, unknown>): void {
  fs.writeFileSync(RUNTIME_CONFIG_FILE, JSON.stringify({ ...readOverrides(), settings }));
}

export function clearRuntimeSettings(): void {
  const { settings: _settings, ...rest } = readOverrides();
  fs.writeFileSync(RUNTIME_CONFIG_FILE, JSON.stringify(rest));
}

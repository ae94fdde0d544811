import type { RemotesMap } from '@baeum/shared';

export interface RuntimeConfig {
  remotes: RemotesMap;
  env: 'production' | 'local';
  settings?: Record<string, unknown>;
}

/**
 * The server writes the runtime config into index.html (no extra round trip before the first
 * remote can load); the dev server has no such step, so we fall back to fetching it.
 */
export async function readRuntimeConfig(doc: Document = document): Promise<RuntimeConfig> {
  const inline = doc.getElementById('baeum-config');
  const text = inline?.textContent?.trim();
  if (text && text.startsWith('{')) return JSON.parse(text) as RuntimeConfig;
  const res = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`runtime config ${res.status}`);
  return (await res.json()) as RuntimeConfig;
}

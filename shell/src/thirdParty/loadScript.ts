// Adds an outside script to the page. A script that fails or is blocked (ad blockers, a
// closed network) resolves false and is removed: it never breaks the page.

/** Outside scripts come over https only. */
export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

const loading = new Map<string, Promise<boolean>>();

export interface LoadScriptOptions {
  /** `<script nomodule>`: only browsers without module support fetch it. */
  noModule?: boolean;
  doc?: Document;
}

/** Resolves true once loaded, false when refused, failed or blocked; each URL is added once. */
export function loadScript(
  src: string,
  { noModule = false, doc = document }: LoadScriptOptions = {},
): Promise<boolean> {
  if (!isHttpsUrl(src)) {
    console.warn('[thirdParty] refused a script that is not https:', src);
    return Promise.resolve(false);
  }
  const known = loading.get(src);
  if (known) return known;
  const done = new Promise<boolean>((resolve) => {
    try {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      if (noModule) script.noModule = true;
      script.dataset.thirdParty = 'true';
      script.addEventListener('load', () => resolve(true));
      script.addEventListener('error', () => {
        script.remove();
        resolve(false);
      });
      (doc.head ?? doc.documentElement).appendChild(script);
    } catch (err) {
      console.warn('[thirdParty] could not add', src, err);
      resolve(false);
    }
  });
  loading.set(src, done);
  return done;
}

/** Forgets which scripts were added (tests). */
export function forgetLoadedScripts(): void {
  loading.clear();
}

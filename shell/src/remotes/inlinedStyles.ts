import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The shell's server puts a first screen's style sheets in the page itself
 * (`<style data-href="…css">`, shell/server/preload-hints.mjs), which is also how webpack's CSS
 * loader knows a chunk's style is already there. The MF runtime does not look at those: when
 * it loads a remote it adds a `<link rel="stylesheet">` for every style sheet the manifest
 * names for the module, so the page's own styles were parsed a second time and every element
 * of the drawn page had its style computed again (40–60 ms at 4× CPU on `/` and `/class/1`).
 *
 * This runtime plugin (the runtime's `beforePreloadRemote` hook, its `filter` option) leaves
 * out the style sheets the page already has; scripts and other remotes' styles load as before.
 */
export function inlinedStylesPlugin(doc: Document = document): ModuleFederationRuntimePlugin {
  return {
    name: 'baeum-inlined-styles',
    beforePreloadRemote({ preloadOps }) {
      for (const op of preloadOps) {
        const own = op.filter;
        op.filter = (url: string) => !isInlinedStyle(url, doc) && (own ? own(url) : true);
      }
    },
  };
}

/** Whether `url` is a style sheet the page already holds inline. */
export function isInlinedStyle(url: string, doc: Document = document): boolean {
  if (!/\.css(\?|#|$)/.test(url)) return false;
  const wanted = absolute(url, doc);
  for (const style of Array.from(doc.querySelectorAll('style[data-href]'))) {
    if (absolute(style.getAttribute('data-href') ?? '', doc) === wanted) return true;
  }
  return false;
}

function absolute(url: string, doc: Document): string {
  try {
    return new URL(url, doc.baseURI).href;
  } catch {
    return url;
  }
}

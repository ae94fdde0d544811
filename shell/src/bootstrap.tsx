// The shell's entry. Evaluating everything main.js holds is several hundred milliseconds on a
// slow phone; taken in one go it is one long task, and the server-drawn page cannot be tapped or
// scrolled smoothly meanwhile. So the app is evaluated in steps (the libraries are in main.js —
// `webpackMode: "eager"` makes no extra request; the kit, the router and the shell's own code
// are chunks index.html preloads), and the browser gets the main thread back between them. In
// the federated build each shared library is also taken through the MF runtime (its version
// checked against the share scope) the first time it is imported, which made the steps of three
// or four libraries 65–110 ms at 4× CPU: so each library that is a shared singleton is a step
// of its own (bench/README, "What a reader feels").
import { yieldToMain } from './yieldToMain';

async function main() {
  // The MF runtime has just started up (main.js's own evaluation): a task of its own.
  await yieldToMain();
  // React, then its DOM renderer (the largest single module of the app) on its own.
  await import(/* webpackMode: "eager" */ 'react');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'react-dom');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  // The HTTP client on its own (its environment checks are a good part of the kit's cost)…
  await import(/* webpackMode: "eager" */ 'axios');
  await yieldToMain();
  // …the state library…
  await import(/* webpackMode: "eager" */ 'jotai');
  await yieldToMain();
  // …then the shared kit: API client, cache (TanStack Query), data hooks, UI. From here on the
  // modules are not in main.js: the kit imports the router, which is shared tree-shaken and so
  // cannot be eager (shared/mf/index.cjs, AFTER_ROUTER). index.html preloads their files, so
  // they have come with main.js.
  await import('@baeum/shared');
  await yieldToMain();
  // The router, the shell's layout, routes and the remotes' registry.
  const { boot } = await import('./start');
  await yieldToMain();
  await boot();
}

void main();

// `pnpm --filter @baeum/<pkg> start`: build the package if stale, then serve it alone on its
// port. A remote served alone boots standalone (own store and client) at its own URL; API
// calls go through /_api to the reference API (start it with `pnpm --filter @baeum/api start`).
import path from 'node:path';
import { FRONTENDS, ROOT, buildStale } from './packages.mjs';
import { serveStatic } from '@baeum/shell/server/serve.mjs';

const pkg = process.argv[2];
const entry = FRONTENDS.find((f) => f.pkg === pkg);
if (!entry) {
  console.error(`unknown package: ${pkg}`);
  process.exit(2);
}
buildStale([pkg]);
const port = Number(process.env.PORT || entry.port);
await serveStatic({ root: path.join(ROOT, pkg, 'dist'), port });
console.log(`${pkg} → http://localhost:${port}`);

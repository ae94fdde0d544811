// The shell's deployable (`pnpm --filter @baeum/shell start`, after its build): the render
// server. It serves shell/dist (index.html with the runtime config written in, the route table,
// the first frame) and draws each public page's first screen with dist-ssr/render.cjs, which
// loads every remote's server container from the remotes map (BAEUM_RUNTIME_CONFIG). `/_api`
// goes to the API (API_URL). `pnpm start` runs this same server beside the remotes' and the
// API; the nginx deployment (deploy/nginx) serves the files itself and sends it the page
// requests. Settings: PORT (default: the shell's port in shared/mf/packages.json), HOST
// (default 127.0.0.1), API_URL, BAEUM_RUNTIME_CONFIG, BAEUM_ALLOWED_HOSTS (shell README).
import path from 'node:path';
import { createRequire } from 'node:module';
import { serveStatic } from './serve.mjs';

const packages = createRequire(import.meta.url)('@baeum/shared/mf/packages.json');
const root = path.resolve(import.meta.dirname, '../dist');
const port = Number(process.env.PORT || packages.shell.port);
const host = process.env.HOST || '127.0.0.1';

const server = await serveStatic({ root, port, host });
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

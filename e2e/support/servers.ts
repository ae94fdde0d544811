import path from 'node:path';
import type { Server } from 'node:http';

const ROOT = path.resolve(__dirname, '../..');

/** Serves any build folder (a test fixture's) on a port, as `pnpm start` serves a remote. */
export async function serveDist(root: string, port: number): Promise<Server> {
  const { serveStatic } = (await import(path.join(ROOT, 'shell/server/serve.mjs'))) as {
    serveStatic: (o: { root: string; port: number; quiet?: boolean }) => Promise<Server>;
  };
  return serveStatic({ root, port, quiet: true });
}

/** Serves one package's production build on another port, as a test-owned remote server. */
export function serveRemoteCopy(pkg: string, port: number): Promise<Server> {
  return serveDist(path.join(ROOT, pkg, 'dist'), port);
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

import path from 'node:path';
import type { Server } from 'node:http';

const ROOT = path.resolve(__dirname, '../..');

/** Serves one package's production build on another port, as a test-owned remote server. */
export async function serveRemoteCopy(pkg: string, port: number): Promise<Server> {
  const { serveStatic } = (await import(path.join(ROOT, 'scripts/serve.mjs'))) as {
    serveStatic: (o: { root: string; port: number; quiet?: boolean }) => Promise<Server>;
  };
  return serveStatic({ root: path.join(ROOT, pkg, 'dist'), port, quiet: true });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

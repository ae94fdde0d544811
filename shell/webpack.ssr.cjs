// The shell's server build (`pnpm --filter @baeum/shell run build`, after the browser build):
// the render server's code, shell/dist-ssr/render.cjs, a Module Federation host for Node with no
// remote inside it. shell/server/ loads it and draws the first screen of a page into its
// index.html (shell/src/ssr/renderPage.server.tsx, README "Server render"); the remotes' own
// server containers are fetched at run time from the remotes map (shared/mf/server.cjs).
const path = require('node:path');
const { createServerConfig } = require('@baeum/shared/mf/server');

module.exports = () =>
  createServerConfig({
    dirname: __dirname,
    pkg: 'shell',
    entry: { render: './src/ssr/renderPage.server.tsx' },
    outputPath: path.join(__dirname, 'dist-ssr'),
  });

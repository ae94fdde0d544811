// The server render's build (`pnpm --filter @baeum/shell run build`, after the browser build):
// the shell with every remote's exposed modules taken from source (shared/mf/fromSource), for
// Node, as one CommonJS file: shell/dist-ssr/render.cjs. scripts/serve.mjs loads it and draws
// the first screen of a page into its index.html (shell/src/ssr/renderPage.server.tsx, README "Server
// render"). Styles give class names only, the browser build's own (shared/mf serverStyleRules).
const path = require('node:path');
const webpack = require('webpack');
const mf = require('@baeum/shared/mf');
const { sourceRegistry } = require('@baeum/shared/mf/fromSource');

module.exports = () => {
  const registry = sourceRegistry(webpack);
  const remoteDirs = Object.keys(mf.REMOTES).map((pkg) => path.join(mf.repoRoot, pkg));
  return {
    name: 'ssr',
    mode: 'production',
    target: 'node24',
    context: __dirname,
    entry: { render: './src/ssr/renderPage.server.tsx' },
    devtool: false,
    output: {
      path: path.join(__dirname, 'dist-ssr'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    // target node: React's, react-router's and axios's Node production builds.
    resolve: mf.resolveOptions(),
    module: {
      rules: [
        mf.scriptRule(),
        ...mf.serverStyleRules({ contexts: remoteDirs, fallback: __dirname }),
        registry.rule,
      ],
    },
    plugins: [
      registry.plugin,
      // One file: the remotes' route trees are imported, not fetched, on the server.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Readable stack traces in the server's log; the file is never sent to a browser.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};

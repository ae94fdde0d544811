// The one federation helper. It writes the share policy and the webpack setup once, so each
// package's webpack.config.cjs only names the package, its port and what it exposes.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const sharedRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(sharedRoot, '..');

/** Remote names as Module Federation sees them (identifiers, no hyphens). */
const REMOTES = {
  'mfe-search': { name: 'mfe_search', port: 3001 },
  'mfe-community': { name: 'mfe_community', port: 3002 },
  'mfe-class': { name: 'mfe_class', port: 3003 },
  'mfe-studio': { name: 'mfe_studio', port: 3004 },
  'mfe-account': { name: 'mfe_account', port: 3005 },
};
const SHELL_PORT = 3000;
const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';

const reactRange = '^19.0.0';
const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

/**
 * The share policy. React's major is held with strictVersion: a remote built against another
 * major fails loudly instead of running two Reacts. Workspace packages carry no semver
 * contract, so @baeum/shared is matched by name (requiredVersion: false).
 */
function sharePolicy() {
  const react = singleton(reactRange, { strictVersion: true });
  return {
    react,
    'react/': react,
    'react-dom': react,
    'react-dom/': react,
    'react-router-dom': singleton('^7.0.0'),
    jotai: singleton('^3.0.0'),
    axios: singleton('^1.0.0'),
    '@baeum/shared': singleton(false),
    '@baeum/shared/': singleton(false),
    swiper: { requiredVersion: false },
    'swiper/': { requiredVersion: false },
  };
}

function styleRules(isProd) {
  const sassLoader = {
    loader: require.resolve('sass-loader'),
    // sass-loader wants the module itself, not a path.
    options: { implementation: require('sass'), sassOptions: { loadPaths: [path.join(sharedRoot, 'src/styles')] } },
  };
  const extract = isProd ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  return [
    {
      test: /\.module\.scss$/,
      use: [
        extract,
        {
          loader: require.resolve('css-loader'),
          options: { modules: { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: isProd ? '[hash:base64:6]' : '[name]__[local]' } },
        },
        sassLoader,
      ],
    },
    {
      test: /\.s?css$/,
      exclude: /\.module\.scss$/,
      use: [extract, require.resolve('css-loader'), sassLoader],
    },
  ];
}

function scriptRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.dirname        the package folder
 * @param {string} o.pkg            folder name: 'shell' or 'mfe-…'
 * @param {Record<string,string>} [o.exposes]
 * @param {object} [o.argv]         webpack's argv (mode)
 * @param {object} [o.env]          webpack's env
 */
function createConfig({ dirname, pkg, exposes = {}, argv = {}, env = {} }) {
  const isProd = argv.mode !== 'development';
  const isShell = pkg === 'shell';
  const remote = REMOTES[pkg];
  const name = isShell ? 'shell' : remote.name;
  const port = isShell ? SHELL_PORT : remote.port;

  const federation = new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    // The shell registers remotes at run time from the remotes map; nothing is baked in.
    remotes: {},
    shared: sharePolicy(),
    shareStrategy: 'loaded-first',
    manifest: true,
    // The type server wants the network and a broker; contracts live in @baeum/shared.
    dts: false,
    runtimePlugins: [path.join(sharedRoot, 'src/mf-runtime/resiliencePlugin.ts')],
  });

  return {
    mode: isProd ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      // The entry name stays stable for the MF runtime; chunks carry the content hash.
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: isShell ? '/' : 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [scriptRule(), ...styleRules(isProd)] },
    plugins: [
      federation,
      new HtmlWebpackPlugin({
        template: path.join(sharedRoot, 'mf/index.html'),
        templateParameters: { title: '배움 - 세상 모든 배움을 가장 저렴하게', standalone: !isShell },
        inject: 'body',
        scriptLoading: 'defer',
      }),
      ...(isProd
        ? [new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' })]
        : []),
    ],
    performance: { hints: false },
    optimization: isProd ? { moduleIds: 'deterministic', chunkIds: 'deterministic' } : {},
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/_api'], target: API_URL, pathRewrite: { '^/_api': '' }, changeOrigin: true }],
      setupMiddlewares: (middlewares, devServer) => {
        if (isShell) {
          const { runtimeConfig } = require(path.join(repoRoot, 'scripts/runtime-config.cjs'));
          devServer.app.get('/remotes.json', (_req, res) => res.json(runtimeConfig({ dev: true }).remotes));
        }
        return middlewares;
      },
    },
    stats: 'errors-warnings',
    ...(env.mono ? {} : {}),
  };
}

module.exports = { createConfig, sharePolicy, REMOTES, SHELL_PORT, API_URL };

#!/usr/bin/env node
// Renders the nginx configuration of the front end (issues #14, #39): one site per package, each
// serving that package's dist/ as it was built, and the shell's site also the /_api proxy and the
// pages. With `render` in sites.json the pages are drawn by the shell's render server (the shell's
// `pnpm start`: shell/server/serve.mjs on shell/dist, BAEUM_RUNTIME_CONFIG=<out>/shell/runtime-config.json)
// and visitors' drawings micro-cached here a few seconds; every asset and remote file is still
// nginx's own. The same cache policy, CSP and path rules as shell/server/serve.mjs. Output (into --out):
//   baeum.conf          the server blocks (include it inside nginx's `http {}`)
//   nginx.conf          a whole configuration around baeum.conf, for a standalone nginx
//   shell/index.html    the shell's page with the runtime config written in (the pages without
//                       `render`, and while the render server does not answer)
//   shell/runtime-config.json (the render server's BAEUM_RUNTIME_CONFIG), shell/remotes.json
// Usage: node deploy/nginx/render.mjs --sites sites.json --out DIR [--prefix DIR]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentSecurityPolicy, remoteOrigins } from '@baeum/shell/server/csp.mjs';
import { REMOTES } from '../../scripts/packages.mjs';
import { inlineJson } from '@baeum/shell/server/first-screen.mjs';
import { pageProxy, pagesHttp } from './pages.mjs';

/** The remotes' federation names, each a site of sites.json (shared/mf/packages.json). */
export const REMOTE_NAMES = REMOTES.map(({ name }) => name);
const UPSTREAM_DOWN =
  '{"code":502,"message":"서버에 연결할 수 없어요. 잠시 후 다시 시도해 주세요."}';

/** A value nginx reads inside double quotes. */
function quoted(value) {
  if (/["\\$\n\r]/.test(value))
    throw new Error(`cannot put ${JSON.stringify(value)} in nginx.conf`);
  return `"${value}"`;
}

function listenOf(site) {
  const listen = String(site.listen ?? 80);
  if (!/^[\w.:[\]-]+$/.test(listen)) throw new Error(`bad listen: ${listen}`);
  return listen;
}

/** The runtime config the shell reads at boot: where each remote's manifest is. */
export function runtimeConfigOf(sites) {
  const remotes = {};
  for (const name of REMOTE_NAMES) {
    const site = sites.sites[name];
    if (!site?.url) throw new Error(`sites.${name}.url is missing`);
    remotes[name] = `${new URL(site.url).origin}/mf-manifest.json`;
  }
  return { remotes, env: 'production', ...(sites.settings ? { settings: sites.settings } : {}) };
}

const HASHED = '"\\.[0-9a-f]{8}\\.(js|css)$"';

function headers({ cache, csp }) {
  return [
    `add_header Cache-Control ${quoted(cache)} always;`,
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header Access-Control-Allow-Origin "*" always;',
    ...(csp
      ? [
          `add_header Content-Security-Policy ${quoted(csp)} always;`,
          'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
        ]
      : []),
  ];
}

/** Lines indented one level (an array: spread it into the enclosing block). */
function block(lines, indent = '    ') {
  return lines.map((l) => (l ? indent + l : l));
}

/**
 * Lines every site shares: gzip, no version, climbing out of the root is a 404, and so is a
 * source map unless `sourceMaps` (BAEUM_SERVE_SOURCEMAPS=1 when rendering) turns them on.
 */
function common(site, { sourceMaps = false } = {}) {
  return [
    `listen ${listenOf(site)};`,
    `server_name ${site.server_name ?? '_'};`,
    `root ${quoted(path.resolve(site.root))};`,
    'server_tokens off;',
    'etag on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_min_length 512;',
    'gzip_types application/javascript text/css application/json image/svg+xml text/plain;',
    // nginx refuses a URI that climbs above the root with 400; the answer is "not found".
    'error_page 400 =404 /__not_found;',
    'location = /__not_found { internal; default_type text/plain; return 404 "Not found"; }',
    // A backslash is no separator here, but shell/server/serve.mjs refuses it: so does this.
    'location ~ "\\x5c" { return 404; }',
    // Source maps stay build artifacts (they hand out the source), as in shell/server/serve.mjs.
    ...(sourceMaps ? [] : ['location ~* "\\.map$" { return 404; }']),
    `location ~ ${HASHED} {`,
    ...block(
      headers({ cache: 'public, max-age=31536000, immutable' }).concat('try_files $uri =404;'),
      '  ',
    ),
    '}',
  ];
}

function remoteServer(site, { sourceMaps }) {
  return [
    'server {',
    ...block([
      ...common(site, { sourceMaps }),
      'location / {',
      ...block(headers({ cache: 'no-cache' }).concat('try_files $uri =404;'), '  '),
      '}',
    ]),
    '}',
  ].join('\n');
}

function shellServer(site, { out, api, csp, sourceMaps, drawn }) {
  const rendered = quoted(path.join(path.resolve(out), 'shell'));
  const page = headers({ cache: 'no-cache', csp });
  const toApi = [
    `proxy_pass ${api}/;`,
    'proxy_http_version 1.1;',
    'proxy_set_header Host $proxy_host;',
    'proxy_set_header X-Forwarded-Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
  ];
  return [
    'server {',
    ...block([
      ...common(site, { sourceMaps }),
      'client_max_body_size 25m;',
      // The API, same origin: no CORS, and the session cookie stays first-party.
      'location ^~ /_api/ {',
      ...block(
        [...toApi, 'proxy_request_buffering off;', 'error_page 502 503 504 = @api_down;'],
        '  ',
      ),
      '}',
      // The live notification stream (Server-Sent Events, issue 47): every event passed on at
      // once (no buffering, no gzip), a connection kept open (no "Connection: close" upstream),
      // and a read timeout well above the API's 25-second heartbeat.
      'location = /_api/api/v3/notify/stream {',
      ...block(
        [
          ...toApi.map((line) =>
            line.startsWith('proxy_pass') ? `proxy_pass ${api}/api/v3/notify/stream;` : line,
          ),
          'proxy_set_header Connection "";',
          'proxy_buffering off;',
          'gzip off;',
          'proxy_read_timeout 90s;',
          'error_page 502 503 504 = @api_down;',
        ],
        '  ',
      ),
      '}',
      'location @api_down {',
      ...block(
        ['default_type "application/json; charset=utf-8";', `return 502 '${UPSTREAM_DOWN}';`],
        '  ',
      ),
      '}',
      // The page: drawn by the render server, or as render.mjs wrote it (the runtime config inside).
      'location = /index.html {',
      ...block(drawn ? pageProxy() : [`root ${rendered};`, ...page], '  '),
      '}',
      ...(drawn
        ? [
            'location @spa {',
            ...block([`root ${rendered};`, ...page, 'try_files /index.html =404;'], '  '),
            '}',
          ]
        : []),
      'location ~ "^/(runtime-config|remotes)\\.json$" {',
      ...block(
        [
          `root ${rendered};`,
          ...headers({ cache: 'no-store' }).slice(0, 3),
          'try_files $uri =404;',
        ],
        '  ',
      ),
      '}',
      // A file that is missing is a real 404; every other path is a page of the app.
      'location ~ "\\.[A-Za-z0-9]+$" {',
      ...block(headers({ cache: 'no-cache' }).concat('try_files $uri =404;'), '  '),
      '}',
      'location / {',
      ...block(
        drawn ? pageProxy() : [`root ${rendered};`, ...page, 'try_files /index.html =404;'],
        '  ',
      ),
      '}',
    ]),
    '}',
  ].join('\n');
}

/**
 * @param {{ api: string, render?: string, pageCache?: string, sites: Record<string, {listen?: number|string, server_name?: string, root: string, url?: string}>, settings?: object }} sites
 *   `render`: the shell's render server (http://host:port), which draws the pages; without it
 *   every page is the written index.html. `pageCache`: the micro-cache's folder (default
 *   <prefix or out>/page-cache).
 * @param {{ out: string, prefix?: string, sourceMaps?: boolean }} o `sourceMaps`: serve `*.map`
 *   (default: BAEUM_SERVE_SOURCEMAPS=1); off, they are a 404.
 */
export function render(
  sites,
  { out, prefix, sourceMaps = process.env.BAEUM_SERVE_SOURCEMAPS === '1' },
) {
  const api = new URL(sites.api).origin;
  const config = runtimeConfigOf(sites);
  const csp = contentSecurityPolicy(remoteOrigins(config), config);
  const shellRoot = path.resolve(sites.sites.shell.root);
  const template = fs.readFileSync(path.join(shellRoot, 'index.html'), 'utf8');
  if (!template.includes('__BAEUM_CONFIG__'))
    throw new Error(`${shellRoot}/index.html has no __BAEUM_CONFIG__ placeholder`);

  fs.mkdirSync(path.join(out, 'shell'), { recursive: true });
  fs.writeFileSync(
    path.join(out, 'shell', 'index.html'),
    template.replace('__BAEUM_CONFIG__', () => inlineJson(config)),
  );
  fs.writeFileSync(path.join(out, 'shell', 'runtime-config.json'), JSON.stringify(config));
  fs.writeFileSync(path.join(out, 'shell', 'remotes.json'), JSON.stringify(config.remotes));

  const base = path.resolve(prefix ?? out);
  const drawn = Boolean(sites.render);
  const http = drawn
    ? pagesHttp({
        render: sites.render,
        cachePath: path.resolve(sites.pageCache ?? path.join(base, 'page-cache')),
        quoted,
      })
    : [];
  const servers = [
    shellServer(sites.sites.shell, { out, api, csp, sourceMaps, drawn }),
    ...REMOTE_NAMES.map((name) => remoteServer(sites.sites[name], { sourceMaps })),
  ];
  const conf = `# Rendered by deploy/nginx/render.mjs — edit sites.json and render again.\n${[http.join('\n'), ...servers].filter(Boolean).join('\n\n')}\n`;
  fs.writeFileSync(path.join(out, 'baeum.conf'), conf);

  const standalone = [
    'worker_processes 1;',
    `pid ${quoted(path.join(base, 'nginx.pid'))};`,
    `error_log ${quoted(path.join(base, 'error.log'))} warn;`,
    'events { worker_connections 256; }',
    'http {',
    ...block([
      'include /etc/nginx/mime.types;',
      'default_type application/octet-stream;',
      'charset utf-8;',
      'charset_types text/css application/javascript application/json text/plain;',
      'sendfile on;',
      `access_log ${quoted(path.join(base, 'access.log'))};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `${t}_temp_path ${quoted(path.join(base, `tmp-${t}`))};`,
      ),
      `include ${quoted(path.join(path.resolve(out), 'baeum.conf'))};`,
    ]),
    '}',
  ].join('\n');
  fs.writeFileSync(path.join(out, 'nginx.conf'), `${standalone}\n`);
  return { config, csp, conf };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { sites: { type: 'string' }, out: { type: 'string' }, prefix: { type: 'string' } },
  });
  if (!values.sites || !values.out) {
    console.error(
      'usage: node deploy/nginx/render.mjs --sites sites.json --out DIR [--prefix DIR]',
    );
    process.exit(2);
  }
  const sites = JSON.parse(fs.readFileSync(values.sites, 'utf8'));
  render(sites, { out: values.out, prefix: values.prefix });
  console.log(`[nginx] wrote ${path.join(values.out, 'baeum.conf')} and nginx.conf`);
}

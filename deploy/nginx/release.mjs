#!/usr/bin/env node
// Deploys one package's build to its nginx site alone (issue #39; README.md, "Deploying one
// remote"): the site's `root` in sites.json is `<site>/current`, a link to one release folder
// `<site>/releases/<id>`. A release is copied in beside the others, then `current` is swapped for
// a link to it in one rename, so every request sees the old release or the new one, never a half
// copy. nginx needs no reload (baeum.conf keeps no open-file cache: each request opens its file
// through the link). The previous release's own hashed chunks are carried into the new one, so a
// page opened on the old release (or a drawing the render server or nginx's micro-cache still
// holds, naming them in its preload hints) still finds its lazy chunks. `--rollback` points
// `current` back at the release before it.
// Usage: node deploy/nginx/release.mjs --site DIR --dist DIR [--id ID] [--keep N] [--shell DIR]
//        node deploy/nginx/release.mjs --site DIR --rollback
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** Content-hashed chunks (the same rule as the cache policy: render.mjs, shell/server/serve.mjs). */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const ID = /^[\w.-]+$/;

/** A sortable id from the clock: 20250101T120000123Z. */
export function releaseId(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, '').replace('.', '');
}

/** Every file below `dir`, as paths relative to it (`/`-separated). */
function filesOf(dir, under = '') {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const rel = under ? `${under}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesOf(dir, rel) : [rel];
  });
}

const metaPath = (site, id) => path.join(site, 'releases', `${id}.json`);
const readMeta = (site, id) => {
  try {
    return JSON.parse(fs.readFileSync(metaPath(site, id), 'utf8'));
  } catch {
    return null;
  }
};

/** The id of the release `<site>/current` points at, or null. */
export function currentRelease(site) {
  let target;
  try {
    target = fs.readlinkSync(path.join(site, 'current'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    if (error.code === 'EINVAL') throw new Error(`${site}/current is not a link: move it aside`);
    throw error;
  }
  return path.basename(target);
}

/** Points `<site>/current` at releases/<id> in one rename (a reader never sees no link). */
function pointAt(site, id) {
  const next = path.join(site, `current.next-${process.pid}`);
  fs.rmSync(next, { force: true });
  fs.symlinkSync(path.join('releases', id), next);
  fs.renameSync(next, path.join(site, 'current'));
}

/**
 * A remote's folder must hold both of its builds (its browser build and its server container,
 * one `pnpm build`): a folder with one of them would be drawn by one build and run by another.
 */
function checkBuild(dist) {
  const has = (rel) => fs.existsSync(path.join(dist, rel));
  if (!has('mf-manifest.json') && !has('index.html'))
    throw new Error(`${dist} is not a build (no mf-manifest.json, no index.html)`);
  if (has('mf-manifest.json') && !has('index.html') && !has('server/mf-manifest.json'))
    throw new Error(`${dist} has no server/mf-manifest.json: build both (pnpm build)`);
}

const ROUTER = 'react-router-dom';

/** A build's mf-stats.json: its federation name and its router entry (shared/mf). */
function routerOf(dir) {
  try {
    const stats = JSON.parse(fs.readFileSync(path.join(dir, 'mf-stats.json'), 'utf8'));
    return {
      name: stats.name ?? null,
      share: stats.shared?.find((s) => s.name === ROUTER) ?? null,
    };
  } catch {
    return null;
  }
}

/**
 * The page has one router, the shell's, cut to the names the workspace imported when the shell
 * was built (MF's shared tree shaking, shared/mf/index.cjs). A remote that imports a name the
 * running shell's router lacks would find it missing at run time, so it is refused here: deploy
 * a shell built with it first.
 * @param {string} dist   the remote's build
 * @param {string | null} shell  the shell's build in use (its site's `current`)
 * @returns {string[]} the router names the remote's build keeps (those the workspace imported
 *   when it was built)
 */
export function checkRouterNames(dist, shell) {
  const own = routerOf(dist);
  // No router, or the shell's own build (it provides the router every remote uses).
  if (!own?.share || own.name === 'shell') return [];
  const needs = own.share.treeShaking?.usedExports ?? own.share.usedExports ?? [];
  if (needs.length === 0) return needs;
  const running = shell ? routerOf(shell) : null;
  if (!running)
    throw new Error(
      `${dist} uses the router: name the shell's build in use with --shell (no mf-stats.json in ${shell ?? 'none'})`,
    );
  const kept = running.share?.treeShaking?.usedExports;
  // A shell that shares the router whole has every name.
  if (!kept) return needs;
  const missing = needs.filter((name) => !kept.includes(name));
  if (missing.length)
    throw new Error(
      `${dist} keeps ${missing.join(', ')} from ${ROUTER}, which the shell in ${shell} does not keep: build and deploy the shell first`,
    );
  return needs;
}

/**
 * @param {{ site: string, dist: string, id?: string, keep?: number, shell?: string }} o `keep`:
 *   releases kept (the oldest others are removed; never the new one nor the one before it);
 *   `shell`: the shell's build in use (default `<site>/../shell/current`), see checkRouterNames
 * @returns {{ id: string, root: string, previous: string | null, carried: string[] }}
 */
export function release({ site, dist, id = releaseId(), keep = 5, shell }) {
  if (!ID.test(id)) throw new Error(`bad release id: ${id}`);
  checkBuild(dist);
  checkRouterNames(dist, shell ?? path.join(path.dirname(path.resolve(site)), 'shell', 'current'));
  const releases = path.join(site, 'releases');
  const root = path.join(releases, id);
  if (fs.existsSync(root)) throw new Error(`${root} exists already`);
  fs.mkdirSync(releases, { recursive: true });
  const previous = currentRelease(site);

  // Copied under another name first: a half copy is never a release.
  const partial = path.join(releases, `.${id}.partial`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(dist, partial, { recursive: true });
  const own = filesOf(partial);
  const carried = [];
  if (previous) {
    const before = path.join(releases, previous);
    const theirs = readMeta(site, previous)?.own ?? filesOf(before);
    for (const rel of theirs) {
      if (!HASHED.test(rel) || fs.existsSync(path.join(partial, rel))) continue;
      if (!fs.existsSync(path.join(before, rel))) continue;
      fs.mkdirSync(path.dirname(path.join(partial, rel)), { recursive: true });
      fs.copyFileSync(path.join(before, rel), path.join(partial, rel));
      carried.push(rel);
    }
  }
  fs.renameSync(partial, root);
  fs.writeFileSync(metaPath(site, id), JSON.stringify({ id, previous, own, carried }, null, 2));
  pointAt(site, id);
  prune(site, { keep, spare: [id, previous] });
  return { id, root, previous, carried };
}

/** Removes the oldest releases beyond `keep` (by when each came), never one in `spare`. */
function prune(site, { keep, spare }) {
  const releases = path.join(site, 'releases');
  const came = (id) =>
    fs.statSync(fs.existsSync(metaPath(site, id)) ? metaPath(site, id) : path.join(releases, id))
      .mtimeMs;
  const ids = fs
    .readdirSync(releases, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort((a, b) => came(a) - came(b) || a.localeCompare(b));
  for (const old of ids.slice(0, Math.max(0, ids.length - keep))) {
    if (spare.includes(old)) continue;
    fs.rmSync(path.join(releases, old), { recursive: true, force: true });
    fs.rmSync(metaPath(site, old), { force: true });
  }
}

/** Points `current` back at the release the current one replaced. */
export function rollback({ site }) {
  const id = currentRelease(site);
  const previous = id && readMeta(site, id)?.previous;
  if (!previous || !fs.existsSync(path.join(site, 'releases', previous)))
    throw new Error(`${site}: no release before ${id ?? 'none'} to go back to`);
  pointAt(site, previous);
  return { id: previous, root: path.join(site, 'releases', previous) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      dist: { type: 'string' },
      id: { type: 'string' },
      keep: { type: 'string' },
      shell: { type: 'string' },
      rollback: { type: 'boolean' },
    },
  });
  if (!values.site || (!values.dist && !values.rollback)) {
    console.error(
      'usage: node deploy/nginx/release.mjs --site DIR --dist DIR [--id ID] [--keep N] [--shell DIR]\n' +
        '       node deploy/nginx/release.mjs --site DIR --rollback',
    );
    process.exit(2);
  }
  const done = values.rollback
    ? rollback({ site: values.site })
    : release({
        site: values.site,
        dist: values.dist,
        id: values.id,
        keep: values.keep ? Number(values.keep) : undefined,
        shell: values.shell,
      });
  console.log(`[release] ${path.join(values.site, 'current')} -> ${done.root}`);
}

// Issue #39 ("Done when"), through nginx: mfe-class deployed alone behind the production
// deployment (deploy/nginx/README.md, "Deploying one remote"). Its site's root is a `current`
// link; deploy/nginx/release.mjs copies the new build in as a release and flips the link. nginx
// is not reloaded and the shell's render server is not restarted: the render server notices the
// new server manifest by itself (BAEUM_REMOTE_RECHECK_MS) and nginx's micro-cache lets the new
// drawing through when its copy expires. /class/1 through nginx then carries the new heading in
// the HTML before any script, and the browser adopts the drawing without a redraw.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import {
  NGINX,
  NGINX_SHELL,
  NGINX_RENDER_ENV,
  startNginxDeployment,
  type NginxDeployment,
} from '../support/nginx';
import {
  CLASS_PKG,
  NEW_HEADING,
  OLD_HEADING,
  buildChangedClass,
  drawnHeadings,
  expectAdoptedWithNewHeading,
  headingsOf,
} from '../support/redeployClass';

const ROOT = path.resolve(__dirname, '../..');
const CLASS_SITE = 'http://localhost:3103';
const PAGE = `${NGINX_SHELL}/class/1`;

let srv = '';
let work = '';
let deployment: NginxDeployment | undefined;

/** The documented deployment of one package: `node deploy/nginx/release.mjs --site … --dist …`. */
function release(dist: string, id: string) {
  const done = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'deploy/nginx/release.mjs'),
      '--site',
      path.join(srv, 'mfe-class'),
      '--dist',
      dist,
      '--id',
      id,
      // The shell's build in use: the remote's router names must be in its router.
      '--shell',
      path.join(ROOT, 'shell/dist'),
    ],
    { encoding: 'utf8' },
  );
  expect(done.status, done.stderr).toBe(0);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.skip(!NGINX, 'nginx is not installed (npm test installs Debian’s nginx)');
  // The servers' folders, as /srv/baeum is in production; nginx's workers (nobody) read them.
  srv = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-srv-'));
  fs.chmodSync(srv, 0o755);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-redeploy-nginx-'));
  // mfe-class as deployed today: its site serves <srv>/mfe-class/current.
  release(path.join(CLASS_PKG, 'dist'), 'before');
  deployment = await startNginxDeployment({
    roots: { mfe_class: path.join(srv, 'mfe-class', 'current') },
  });
});

test.afterEach(async () => {
  const info = test.info();
  if (info.status !== info.expectedStatus) await deployment?.attachLogs(info);
});

test.afterAll(() => {
  deployment?.stop();
  for (const dir of [srv, work]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The seconds of `s-maxage` in a Cache-Control header. */
function sMaxAge(cacheControl: string | undefined): number {
  const seconds = Number(/s-maxage=(\d+)/.exec(cacheControl ?? '')?.[1]);
  expect(seconds, `s-maxage in ${cacheControl}`).toBeGreaterThan(0);
  return seconds;
}

test('a remote deployed alone behind nginx is drawn from its new code through the micro-cache, and hydrates', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await expect.poll(() => drawnHeadings(request, PAGE), { timeout: 30_000 }).toContain(OLD_HEADING);
  const before = await request.get(PAGE);
  const nginxFreshMs = sMaxAge(before.headers()['cache-control']) * 1000;

  const dist = buildChangedClass(work);
  // A chunk of the old build that the new one no longer has (the reworded heading's).
  const oldChunk = fs
    .readdirSync(path.join(CLASS_PKG, 'dist'))
    .find((f) => /\.[0-9a-f]{8}\.js$/.test(f) && !fs.existsSync(path.join(dist, f)));
  expect(oldChunk).toBeTruthy();
  // The deployment: a new release folder, `current` flipped to it. Nothing else is touched.
  release(dist, 'after');
  const served = await request.get(`${CLASS_SITE}/server/mf-manifest.json`);
  expect(await served.text()).toBe(
    fs.readFileSync(path.join(dist, 'server/mf-manifest.json'), 'utf8'),
  );
  // A page opened on the old release still finds its chunks (release.mjs carries them).
  expect((await request.get(`${CLASS_SITE}/${oldChunk}`)).status()).toBe(200);

  // How long until visitors' pages show it (deploy/nginx/README.md, "How long until pages show
  // it"). Every layer hands out its copy while a newer one is made, so each adds its fresh time:
  //  - nginx keeps its copy of the page `s-maxage` (S); after that, one request makes it ask the
  //    render server again, and the copy the render server hands back is kept S more;
  //  - the render server keeps its own drawing BAEUM_VISITOR_CACHE_MS (V) the same way, and only
  //    a drawing asks for the remotes' manifests again (at most every BAEUM_REMOTE_RECHECK_MS, C);
  //    the new container is loaded beside the old one (≤ 15 s, as at start) and the drawing after
  //    that is the new page.
  // Worst case: nginx's old copy (S), one round where the render server still holds a fresh old
  // drawing (S + V), the drawing that notices the manifest (C + load) and the round that carries
  // the new drawing out (S + V).
  const { visitorCacheMs, recheckMs } = NGINX_RENDER_ENV;
  const bound = nginxFreshMs + 2 * (nginxFreshMs + visitorCacheMs) + recheckMs + 15_000;
  const deployedAt = Date.now();
  const seconds = () => ((Date.now() - deployedAt) / 1000).toFixed(1);
  // What each poll got: seconds since the release, nginx's X-Cache-Status, the headings.
  const trail: string[] = [];
  try {
    await expect
      .poll(
        async () => {
          const res = await request.get(PAGE);
          const headings = headingsOf(await res.text());
          trail.push(`${seconds()} s ${res.headers()['x-cache-status']} ${headings[0]}`);
          return headings;
        },
        { timeout: bound, intervals: [500] },
      )
      .toContain(NEW_HEADING);
  } finally {
    await test.info().attach('polls through nginx', { body: trail.join('\n') });
  }
  test.info().annotations.push({
    type: 'seen through nginx after',
    description: `${seconds()} s (bound ${bound / 1000} s)`,
  });
  expect(await drawnHeadings(request, PAGE)).not.toContain(OLD_HEADING);

  // The browser gets the new build from the same site: it adopts the drawing as it is.
  await expectAdoptedWithNewHeading(page, PAGE);
});

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createOwnStyles, createPreloadHints, injectHints, routeOwners } from './preload-hints.mjs';

const table = JSON.parse(
  fs.readFileSync(new URL('../static/route-table.json', import.meta.url), 'utf8'),
);

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './Routes',
      assets: {
        js: { sync: ['__federation_expose_Routes.3c70.js'], async: ['888.js'] },
        css: { sync: ['routes.e004.css'], async: ['lazy.77aa.css', 'kit.531.css'] },
      },
    },
    {
      path: './SearchBar',
      assets: { js: { sync: ['bar.js'], async: [] }, css: { sync: ['bar.css'], async: [] } },
    },
  ],
};
// The remote's own copy of the shared kit's styles: the shell's main.css has them already.
manifest.shared = [
  { name: '@baeum/shared', assets: { css: { sync: ['kit.531.css'], async: [] } } },
  { name: 'swiper/swiper.css', assets: { css: { sync: ['lazy.77aa.css'], async: [] } } },
];
const remotes = { mfe_class: 'http://localhost:3003/mf-manifest.json' };
const ownerOf = (p) => (p.startsWith('/class/') ? 'mfe_class' : p === '/' ? 'mfe_search' : null);

describe('route-aware preload hints', () => {
  it("names the owning remote's manifest, entry and ./Routes chunks, nothing lazy", async () => {
    const hints = await createPreloadHints({ ownerOf, fetchManifest: async () => manifest })(
      '/class/1',
      remotes,
    );
    assert.match(
      hints,
      /rel="preload" as="fetch" crossorigin="anonymous" href="http:\/\/localhost:3003\/mf-manifest.json"/,
    );
    assert.match(hints, /as="script" href="http:\/\/localhost:3003\/remoteEntry.js"/);
    assert.match(
      hints,
      /as="script" href="http:\/\/localhost:3003\/__federation_expose_Routes.3c70.js"/,
    );
    assert.match(hints, /as="style" href="http:\/\/localhost:3003\/routes.e004.css"/);
    assert.doesNotMatch(hints, /888\.js|bar\.js/);
  });

  it('with a first screen drawn, the styles it needs block rendering: the route’s (lazy ones too) and the other drawn modules’', async () => {
    const hints = await createPreloadHints({ ownerOf, fetchManifest: async () => manifest })(
      '/class/1',
      { ...remotes, mfe_search: 'http://localhost:3001/mf-manifest.json' },
      { firstScreen: true, alsoDrawn: ['mfe_search/SearchBar'] },
    );
    assert.match(hints, /<link rel="stylesheet" href="http:\/\/localhost:3003\/routes.e004.css">/);
    assert.match(hints, /<link rel="stylesheet" href="http:\/\/localhost:3003\/lazy.77aa.css">/);
    assert.match(hints, /<link rel="stylesheet" href="http:\/\/localhost:3001\/bar.css">/);
    assert.doesNotMatch(hints, /as="style"/);
    assert.doesNotMatch(hints, /bar\.js/);
    assert.doesNotMatch(hints, /kit\.531\.css/, "the shell's main.css carries the kit");
  });

  it('inlines a first screen’s hashed styles (no request before the first paint); a link when one cannot be read or is not plain', async () => {
    const hashed = {
      metaData: manifest.metaData,
      exposes: [
        {
          path: './Routes',
          assets: {
            js: { sync: [], async: [] },
            css: {
              sync: ['routes.0123abcd.css', 'odd.89abcdef.css', 'gone.deadbeef.css'],
              async: [],
            },
          },
        },
      ],
    };
    const fetched = [];
    const hintsFor = createPreloadHints({
      ownerOf,
      fetchManifest: async () => hashed,
      fetchStyle: async (url) => {
        fetched.push(url);
        if (url.includes('gone')) throw new Error('404');
        if (url.includes('odd')) return '.a{background:url(x.png)}';
        return '.t{color:red}\n/*# sourceMappingURL=routes.0123abcd.css.map*/';
      },
    });
    const page = () => hintsFor('/class/1', remotes, { firstScreen: true });
    const hints = await page();
    assert.match(
      hints,
      /<style data-href="http:\/\/localhost:3003\/routes.0123abcd.css">\.t\{color:red\}<\/style>/,
    );
    assert.match(hints, /<link rel="stylesheet" href="http:\/\/localhost:3003\/odd.89abcdef.css">/);
    assert.match(
      hints,
      /<link rel="stylesheet" href="http:\/\/localhost:3003\/gone.deadbeef.css">/,
    );
    await page();
    // The text of a hashed file is kept; a failed read is tried again on a later page.
    assert.equal(fetched.filter((u) => u.includes('routes')).length, 1);
    assert.equal(fetched.filter((u) => u.includes('gone')).length, 2);
    assert.equal(fetched.filter((u) => u.includes('odd')).length, 1);
  });

  it('says nothing for a route without an owner, an unknown remote, or a manifest that cannot be read', async () => {
    const hints = createPreloadHints({
      ownerOf,
      fetchManifest: async () => {
        throw new Error('down');
      },
    });
    assert.equal(await hints('/nowhere', remotes), '');
    assert.equal(await hints('/', remotes), '');
    assert.equal(await hints('/class/1', remotes), '');
  });

  it('never follows a manifest out of its folder or to a non-http URL', async () => {
    const evil = { metaData: { remoteEntry: { name: '../../x.js', path: '' } }, exposes: [] };
    const hints = await createPreloadHints({ ownerOf, fetchManifest: async () => evil })(
      '/class/1',
      remotes,
    );
    assert.doesNotMatch(hints, /x\.js/);
    assert.equal(
      await createPreloadHints({ ownerOf, fetchManifest: async () => manifest })('/class/1', {
        mfe_class: 'javascript:alert(1)',
      }),
      '',
    );
  });

  it('reads a manifest once per TTL', async () => {
    let reads = 0;
    const hints = createPreloadHints({
      ownerOf,
      fetchManifest: async () => (reads++, manifest),
      ttlMs: 60_000,
    });
    await hints('/class/1', remotes);
    await hints('/class/2', remotes);
    assert.equal(reads, 1);
  });

  it("reads the shell's route table as the shell's router does", () => {
    const owner = routeOwners(table);
    const expected = {
      '/': 'mfe_search',
      '/search': 'mfe_search',
      '/event/3': 'mfe_search',
      '/community': 'mfe_community',
      '/community/12': 'mfe_community',
      '/community/12/edit': 'mfe_community',
      '/user/report/7': 'mfe_community',
      '/class/1': 'mfe_class',
      '/class/1/review': 'mfe_class',
      '/webview/alarm/class': 'mfe_class',
      '/studio': 'mfe_studio',
      '/studio/class/4': 'mfe_studio',
      '/my': 'mfe_account',
      '/my/notifications': 'mfe_account',
      '/user/7': 'mfe_account',
      '/login/': 'mfe_account',
      '/class': null,
      '/searchx': null,
      '/event/3/x': null,
      '/nowhere': null,
    };
    for (const [pathname, remote] of Object.entries(expected))
      assert.equal(owner(pathname), remote, pathname);
  });

  it('goes at the end of <head>', () => {
    assert.equal(
      injectHints('<head><title>t</title></head><body></body>', '<link x>'),
      '<head><title>t</title><link x></head><body></body>',
    );
  });
});

describe("the shell's own stylesheet", () => {
  const files = {
    '/main.0123abcd.css': '.a{color:red}\n/*# sourceMappingURL=main.0123abcd.css.map*/',
    '/main.89abcdef.css': '.b{background:url(x.png)}',
    '/main.11111111.css': '.x{}</style><script>alert(1)</script>',
  };

  it('goes inline in the page, read once; a link when unreadable, unhashed or not plain CSS', () => {
    const reads = [];
    const inline = createOwnStyles((href) => {
      reads.push(href);
      if (!(href in files)) throw new Error('ENOENT');
      return files[href];
    });
    const page = '<head><link href=/main.0123abcd.css rel=stylesheet></head>';
    assert.equal(
      inline(page),
      '<head><style data-href="/main.0123abcd.css">.a{color:red}</style></head>',
    );
    inline(page);
    assert.deepEqual(reads, ['/main.0123abcd.css']);
    for (const kept of [
      '<link href=/main.89abcdef.css rel=stylesheet>', // refers to a file
      '<link href=/main.11111111.css rel=stylesheet>', // would end the <style>
      '<link href="/main.00000000.css" rel="stylesheet">', // cannot be read
      '<link href=/main.css rel=stylesheet>', // not content-hashed
      '<link href=https://cdn.example/main.0123abcd.css rel=stylesheet>', // not the shell's own
    ]) {
      assert.equal(inline(kept), kept);
    }
  });
});

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createPreloadHints, injectHints } from './preload-hints.mjs';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './Routes',
      assets: {
        js: { sync: ['__federation_expose_Routes.3c70.js'], async: ['888.js'] },
        css: { sync: ['routes.e004.css'], async: [] },
      },
    },
    {
      path: './SearchBar',
      assets: { js: { sync: ['bar.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
};
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

  it('goes at the end of <head>', () => {
    assert.equal(
      injectHints('<head><title>t</title></head><body></body>', '<link x>'),
      '<head><title>t</title><link x></head><body></body>',
    );
  });
});

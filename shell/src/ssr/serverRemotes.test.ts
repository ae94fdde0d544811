/** @jest-environment node */
import type { RemoteName } from '@baeum/shared';
import { createServerRemotes, serverManifestUrl } from './serverRemotes';

const MAP = {
  mfe_class: 'http://class.test/mf-manifest.json',
  mfe_search: 'http://search.test/mf-manifest.json',
};

function setup() {
  let clock = 0;
  const manifests: Record<string, string | Error> = {
    'http://class.test/server/mf-manifest.json': '{"v":1}',
    'http://search.test/server/mf-manifest.json': '{"v":1}',
  };
  const fetched: string[] = [];
  const registered: string[] = [];
  const loaded: string[] = [];
  const replaced: RemoteName[] = [];
  let loadGate: Promise<void> = Promise.resolve();
  let loadFails = false;
  const remotes = createServerRemotes({
    recheckMs: 1_000,
    now: () => clock,
    exposedBy: (name) => [`${name}/Routes`],
    load: async (id) => {
      await loadGate;
      if (loadFails) throw new Error('container threw');
      loaded.push(id);
    },
    onReplaced: (name) => replaced.push(name),
    fetchManifest: async (url) => {
      fetched.push(url);
      const answer = manifests[url];
      if (answer instanceof Error || answer === undefined) throw answer ?? new Error('404');
      return answer;
    },
    register: ({ name, entry }) => registered.push(`${name} ${entry}`),
  });
  return {
    remotes,
    manifests,
    fetched,
    registered,
    loaded,
    replaced,
    tick: (ms: number) => (clock += ms),
    holdLoads: () => {
      let open = () => {};
      loadGate = new Promise<void>((resolve) => (open = resolve));
      return open;
    },
    failLoads: (fails: boolean) => (loadFails = fails),
  };
}

/** Lets the background checks run to their end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('serverManifestUrl', () => {
  it('finds the server twin beside the browser manifest, wherever it is deployed', () => {
    expect(serverManifestUrl('http://localhost:3003/mf-manifest.json')).toBe(
      'http://localhost:3003/server/mf-manifest.json',
    );
    expect(serverManifestUrl('https://cdn.example/class/v7/mf-manifest.json')).toBe(
      'https://cdn.example/class/v7/server/mf-manifest.json',
    );
  });
});

describe('createServerRemotes', () => {
  it('registers a remote it has never seen before the drawing goes on, from the same map as the browser', async () => {
    const t = setup();
    await t.remotes.ready(['mfe_class'], MAP);
    expect(t.registered).toEqual(['mfe_class http://class.test/server/mf-manifest.json']);
    expect(Object.keys(t.remotes.versions())).toEqual(['mfe_class']);
  });

  it('asks for a known manifest again at most every recheckMs, and an unchanged one changes nothing', async () => {
    const t = setup();
    await t.remotes.ready(['mfe_class'], MAP);
    t.tick(500);
    await t.remotes.ready(['mfe_class'], MAP);
    expect(t.fetched).toHaveLength(1);
    t.tick(600);
    await t.remotes.ready(['mfe_class'], MAP);
    await settle();
    expect(t.fetched).toHaveLength(2);
    expect(t.registered).toHaveLength(1);
    expect(t.replaced).toEqual([]);
  });

  it('swaps in a new deployment once its modules have loaded, without making a drawing wait', async () => {
    const t = setup();
    await t.remotes.ready(['mfe_class'], MAP);
    const before = t.remotes.versions().mfe_class;
    t.manifests['http://class.test/server/mf-manifest.json'] = '{"v":2}';
    t.tick(1_000);
    const open = t.holdLoads();
    // The drawing that notices goes on with what is loaded.
    await t.remotes.ready(['mfe_class'], MAP);
    expect(t.replaced).toEqual([]);
    expect(t.registered).toHaveLength(2);
    open();
    await settle();
    expect(t.loaded).toEqual(['mfe_class/Routes']);
    expect(t.replaced).toEqual(['mfe_class']);
    expect(t.remotes.versions().mfe_class).not.toBe(before);
  });

  it('keeps the old modules when the new container throws, and tries the new one again later', async () => {
    const t = setup();
    await t.remotes.ready(['mfe_class'], MAP);
    const before = t.remotes.versions().mfe_class;
    t.manifests['http://class.test/server/mf-manifest.json'] = '{"v":2}';
    t.failLoads(true);
    t.tick(1_000);
    await t.remotes.ready(['mfe_class'], MAP);
    await settle();
    expect(t.replaced).toEqual([]);
    expect(t.remotes.versions().mfe_class).toBe(before);
    t.failLoads(false);
    t.tick(1_000);
    await t.remotes.ready(['mfe_class'], MAP);
    await settle();
    expect(t.replaced).toEqual(['mfe_class']);
  });

  it('draws without a remote whose manifest cannot be read, and tries it again on the next drawing', async () => {
    const t = setup();
    t.manifests['http://class.test/server/mf-manifest.json'] = new Error('503');
    await expect(t.remotes.ready(['mfe_class', 'mfe_search'], MAP)).resolves.toBeUndefined();
    expect(t.registered).toEqual(['mfe_search http://search.test/server/mf-manifest.json']);
    t.manifests['http://class.test/server/mf-manifest.json'] = '{"v":1}';
    await t.remotes.ready(['mfe_class'], MAP);
    expect(t.registered).toHaveLength(2);
  });

  it('asks once for a remote many drawings need at the same moment', async () => {
    const t = setup();
    await Promise.all([1, 2, 3, 4].map(() => t.remotes.ready(['mfe_class'], MAP)));
    expect(t.fetched).toHaveLength(1);
  });

  it('follows the map: a remote pointed somewhere else is registered from there at once', async () => {
    const t = setup();
    await t.remotes.ready(['mfe_class'], MAP);
    t.manifests['http://class-b.test/server/mf-manifest.json'] = '{"v":1}';
    await t.remotes.ready(['mfe_class'], {
      mfe_class: 'http://class-b.test/mf-manifest.json',
    });
    expect(t.registered[1]).toBe('mfe_class http://class-b.test/server/mf-manifest.json');
  });

  it('prepares every remote of the map with its modules', async () => {
    const t = setup();
    await t.remotes.prepare(MAP);
    expect(t.loaded.sort()).toEqual(['mfe_class/Routes', 'mfe_search/Routes']);
  });
});

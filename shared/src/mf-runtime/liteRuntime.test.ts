import { ModuleFederation, SCRIPT_TIMEOUT_MS, satisfy } from '../../mf/runtime-lite/core.mjs';

describe('satisfy (share version ranges)', () => {
  test.each([
    ['19.3.1', '^19.0.0', true],
    ['20.0.0', '^19.0.0', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.5.0', '>=1.0.0 <2.0.0', true],
    ['2.0.0', '>=1.0.0 <2.0.0', false],
    ['1.9.9', '1.x', true],
    ['3.1.0', '^1.0.0 || ^3.0.0', true],
    ['1.5.0', '1.0.0 - 1.4.0', false],
    ['19.3.1', false, true],
    ['19.0.0-rc.1', '^19.0.0', false],
  ] as const)('%s in %s → %s', (version, range, expected) => {
    expect(satisfy(version, range)).toBe(expected);
  });
});

const eagerShare = (version: string, module: unknown, shareConfig: object = {}) => ({
  version,
  get: () => () => module,
  scope: ['default'],
  shareConfig: { eager: true, singleton: true, requiredVersion: '^19.0.0', ...shareConfig },
});

describe('sharing', () => {
  test('a remote gets the host’s loaded singleton, not its own copy', async () => {
    const hostReact = { from: 'host' };
    const host = new ModuleFederation({ name: 'lite_host_a', shareStrategy: 'loaded-first', shared: { react: [eagerShare('19.3.1', hostReact)] } });
    expect(host.loadShareSync('react')()).toBe(hostReact);

    const ownGet = jest.fn(() => Promise.resolve(() => ({ from: 'remote' })));
    const remote = new ModuleFederation({
      name: 'lite_remote_a',
      shareStrategy: 'loaded-first',
      shared: { react: [{ version: '19.3.2', get: ownGet, scope: ['default'], shareConfig: { singleton: true, requiredVersion: '^19.0.0' } }] },
    });
    remote.initShareScopeMap('default', host.shareScopeMap.default);
    await Promise.all(remote.initializeSharing('default', { from: 'build' }));

    const factory = await remote.loadShare('react', { customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^19.0.0' }, scope: ['default'] } });
    expect(factory()).toBe(hostReact);
    expect(ownGet).not.toHaveBeenCalled();
  });

  test('a singleton outside a strict range fails loudly', async () => {
    const host = new ModuleFederation({ name: 'lite_host_b', shareStrategy: 'loaded-first', shared: { react: [eagerShare('18.2.0', {}, { requiredVersion: '^18.0.0' })] } });
    host.loadShareSync('react');
    const remote = new ModuleFederation({ name: 'lite_remote_b', shareStrategy: 'loaded-first' });
    remote.initShareScopeMap('default', host.shareScopeMap.default);
    await expect(
      remote.loadShare('react', { customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^19.0.0', strictVersion: true }, scope: ['default'] } }),
    ).rejects.toThrow(/18\.2\.0.*does not satisfy.*\^19\.0\.0/);
  });

  test('nothing provided: a consumer with its own fallback gets false', async () => {
    const remote = new ModuleFederation({ name: 'lite_remote_c', shareStrategy: 'loaded-first' });
    await expect(remote.loadShare('swiper', { customShareInfo: { shareConfig: { requiredVersion: false }, scope: ['default'] } })).resolves.toBe(false);
  });
});

describe('remotes from a manifest', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, globalName: 'lite_mfe_x', publicPath: 'auto' },
    exposes: [{ name: 'Routes', path: './Routes', assets: { js: { sync: ['1.js', '__expose_Routes.js'], async: [] }, css: { sync: ['1.css'], async: [] } } }],
  };

  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).lite_mfe_x;
  });

  test('fetches the manifest through the fetch hook, preloads the expose’s files, inits the container once', async () => {
    const routes = { default: 'Routes' };
    const container = { init: jest.fn(), get: jest.fn(async () => () => routes) };
    (window as unknown as Record<string, unknown>).lite_mfe_x = container;
    const fetchHook = jest.fn(async () => ({ ok: true, json: async () => manifest }));
    const host = new ModuleFederation({ name: 'lite_host_d', shareStrategy: 'loaded-first', plugins: [{ name: 'test-fetch', fetch: fetchHook }] });
    host.registerRemotes([{ name: 'lite_mfe_x', entry: 'http://remote.test/x/mf-manifest.json' }]);

    await expect(host.loadRemote('lite_mfe_x/Routes')).resolves.toBe(routes);
    await host.loadRemote('lite_mfe_x/Routes');

    expect(fetchHook).toHaveBeenCalledTimes(1);
    expect(fetchHook).toHaveBeenCalledWith('http://remote.test/x/mf-manifest.json', {});
    expect(container.init).toHaveBeenCalledTimes(1);
    const [scope, , initOptions] = container.init.mock.calls[0] as unknown as [unknown, unknown, { shareScopeMap: unknown }];
    expect(scope).toBe(host.shareScopeMap.default);
    expect(initOptions.shareScopeMap).toBe(host.shareScopeMap);
    expect(container.get).toHaveBeenCalledWith('./Routes');
    const scripts = [...document.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    expect(scripts).toEqual(expect.arrayContaining(['http://remote.test/x/1.js', 'http://remote.test/x/__expose_Routes.js']));
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('http://remote.test/x/1.css');
  });

  test('a failed manifest reaches errorLoadRemote, and the next attempt fetches it again', async () => {
    const fetchHook = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ ok: true, json: async () => manifest });
    const errorLoadRemote = jest.fn(() => undefined);
    const host = new ModuleFederation({ name: 'lite_host_e', shareStrategy: 'loaded-first', plugins: [{ name: 'test-fail', fetch: fetchHook, errorLoadRemote }] });
    host.registerRemotes([{ name: 'lite_mfe_x', entry: 'http://remote.test/y/mf-manifest.json' }]);

    await expect(host.loadRemote('lite_mfe_x/Routes')).rejects.toThrow('offline');
    expect(errorLoadRemote).toHaveBeenCalledWith(expect.objectContaining({ id: 'lite_mfe_x/Routes', lifecycle: 'onLoad' }));

    (window as unknown as Record<string, unknown>).lite_mfe_x = { init: jest.fn(), get: async () => () => 'ok' };
    await expect(host.loadRemote('lite_mfe_x/Routes')).resolves.toBe('ok');
    expect(fetchHook).toHaveBeenCalledTimes(2);
  });

  test('an entry script that never answers fails after the timeout and is removed', async () => {
    jest.useFakeTimers();
    try {
      const host = new ModuleFederation({ name: 'lite_host_g', shareStrategy: 'loaded-first' });
      host.registerRemotes([{ name: 'lite_mfe_hang', entry: 'http://remote.test/hang/remoteEntry.js' }]);
      const loading = host.loadRemote('lite_mfe_hang/Routes');
      const outcome = expect(loading).rejects.toThrow(/timed out loading http:\/\/remote\.test\/hang\/remoteEntry\.js/);
      await jest.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS);
      await outcome;
      expect(document.querySelector('script[src="http://remote.test/hang/remoteEntry.js"]')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('an unknown remote is an error, not a hang', async () => {
    const host = new ModuleFederation({ name: 'lite_host_f', shareStrategy: 'loaded-first' });
    await expect(host.loadRemote('nobody/Routes')).rejects.toThrow(/no remote registered for nobody\/Routes/);
  });
});

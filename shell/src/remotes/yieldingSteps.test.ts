import { createInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldingStepsPlugin } from './yieldingSteps';

/** A yield the test releases by hand: each pending one is a task boundary the runtime waits at. */
function manualYields() {
  const pending: Array<() => void> = [];
  return {
    yieldNow: () => new Promise<void>((resolve) => pending.push(resolve)),
    pending: () => pending.length,
    releaseOne: () => pending.shift()?.(),
  };
}

/** Lets every queued microtask run (the runtime's promise chain goes as far as it can). */
const drainMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A remote whose entry is handed over in memory: no script, no network. */
function inMemoryRemote(run: () => void): ModuleFederationRuntimePlugin {
  return {
    name: 'test-in-memory-entry',
    loadEntry: () => ({
      init: () => undefined,
      get: async () => () => {
        run();
        return { default: 'route module' };
      },
    }),
  } as unknown as ModuleFederationRuntimePlugin;
}

/** A host with one in-memory remote; `ran` says whether the remote's module has run. */
function hostWith(name: string, extra: ModuleFederationRuntimePlugin[]) {
  const state = { ran: false };
  const host = createInstance({
    name: `${name}_host`,
    remotes: [{ name: `${name}_remote`, entry: 'http://localhost:3999/remoteEntry.js' }],
    plugins: [
      inMemoryRemote(() => {
        state.ran = true;
      }),
      ...extra,
    ],
  });
  return {
    state,
    load: () => host.loadRemote<{ default: string }>(`${name}_remote/Routes`),
  };
}

test('loading a remote module is cut into tasks: the runtime waits at each step', async () => {
  const yields = manualYields();
  const { state, load } = hostWith('yielding', [yieldingStepsPlugin(yields.yieldNow)]);
  const loading = load();

  // Each step stops at a yield until the browser would have run other tasks; the module runs
  // only once the steps before it have each been let through.
  let steps = 0;
  for (;;) {
    await drainMicrotasks();
    if (yields.pending() === 0) break;
    expect(yields.pending()).toBe(1); // one chain, one step at a time
    expect(state.ran).toBe(steps === 4); // the module runs after the fourth step, before the caller's
    yields.releaseOne();
    steps += 1;
  }
  expect(steps).toBe(5); // before the request, the container, the expose, the factory, the caller
  expect(state.ran).toBe(true);
  await expect(loading).resolves.toEqual({ default: 'route module' });
});

test('without yields in the way the module loads in one chain (what the plugin changes)', async () => {
  const { state, load } = hostWith('plain', []);
  const loading = load();
  await drainMicrotasks();
  expect(state.ran).toBe(true);
  await expect(loading).resolves.toEqual({ default: 'route module' });
});

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../yieldToMain';

/**
 * Loading a remote's module is a chain of promises in the MF runtime: resolve the remote and
 * name its files, start its container and agree the shared versions, get the module's chunks,
 * run the module. Once the files are in (the server names them in <head>, so they usually
 * are), nothing in that chain waits for the network, and it ran as one run of microtasks:
 * 60–90 ms at 4× CPU on every page load, during which a tap waited.
 *
 * This runtime plugin ends the task between those steps (the runtime's async hooks wait for
 * what a plugin returns), so each step is a task of its own and input is handled between them.
 * What it costs: a task boundary per step (well under a millisecond when nothing else waits).
 */
export function yieldingStepsPlugin(
  yieldNow: () => Promise<void> = yieldToMain,
): ModuleFederationRuntimePlugin {
  const pause = async () => {
    await yieldNow();
  };
  return {
    name: 'baeum-yielding-steps',
    // Before the runtime resolves the remote and names its files (a waterfall hook: the
    // arguments go on unchanged).
    async beforeRequest(args) {
      await yieldNow();
      return args;
    },
    // After the remote's entry has run, before its container starts and shares are agreed.
    beforeInitRemote: pause,
    // Before the module's chunks are fetched or taken and their shared modules resolved.
    beforeGetExpose: pause,
    // Before the module itself runs.
    beforeExecuteFactory: pause,
    // After it ran, before the caller (a route rendering) carries on.
    onLoad: pause,
  };
}

// The only module that imports jotai. @baeum/shared is a Module Federation singleton, so
// every remote that imports from here uses the shell's jotai and the shell's one store.
import { createStore, getDefaultStore } from 'jotai';
import type { Store } from 'jotai';
import { requestScope } from '../requestScope';

export { atom, useAtom, useAtomValue, useSetAtom, Provider, createStore, useStore } from 'jotai';
export type { Atom, WritableAtom, PrimitiveAtom, Store } from 'jotai';

let store: Store | null = null;

/**
 * The store that non-React code (the session boot, modals, toasts) reads and writes. The shell
 * calls setStore(createStore()) at boot and renders <Provider store={getStore()}>; a remote
 * booting alone without either gets jotai's default store, which its hooks use as well. On the
 * server, the page being drawn has its own (requestScope.ts).
 */
export function getStore(): Store {
  return requestScope()?.store ?? store ?? getDefaultStore();
}

export function setStore(next: Store): Store {
  store = next;
  return next;
}

/** A fresh store in use (tests, and a standalone remote's boot). */
export function resetStore(): Store {
  return setStore(createStore());
}

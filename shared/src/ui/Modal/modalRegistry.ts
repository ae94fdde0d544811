import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { ModalKind } from '../../state/modal';

/** What the host hands a registered modal: its open props and a close function. */
export interface ModalComponentProps<P extends object = Record<string, unknown>> {
  name: ModalKind;
  props: P;
  /** Closes this modal (and consumes its browser-history entry). */
  close: () => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own props
type AnyModalComponent = ComponentType<ModalComponentProps<any>>;

// The remote that owns a modal registers its component when it loads (registerModal('Search',
// SearchOverlay)); the shell's one ModalHost renders whatever is registered for an open kind.
const registry = new Map<ModalKind, AnyModalComponent>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Registers the component for a modal kind; returns a function that unregisters it. */
export function registerModal<P extends object>(
  name: ModalKind,
  component: ComponentType<ModalComponentProps<P>>,
): () => void {
  registry.set(name, component as AnyModalComponent);
  changed();
  return () => {
    if (registry.get(name) === component) {
      registry.delete(name);
      changed();
    }
  };
}

export function getModalComponent(name: ModalKind): AnyModalComponent | undefined {
  return registry.get(name);
}

/** For useSyncExternalStore: a modal opened before its remote loaded appears once registered. */
export function subscribeModalRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getModalRegistryVersion(): number {
  return version;
}

/**
 * A modal component whose code is fetched the first time it opens (a heavy one, such as the
 * Swiper photo viewer, stays off the page's first load). Nothing shows while it loads.
 */
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<ModalComponentProps<P>>>,
): ComponentType<ModalComponentProps<P>> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyModal(props: ModalComponentProps<P>) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}

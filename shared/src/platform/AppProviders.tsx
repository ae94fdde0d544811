import { useState, type ReactNode } from 'react';
import { Provider, createStore, setStore } from '../state/jotai';
import type { Store } from '../state/jotai';
import { ModalHost } from '../ui/Modal/ModalHost';
import { ToastHost } from '../ui/Toast/ToastHost';
import { IconSprite } from '../ui/Icon/IconSprite';

interface Props {
  children: ReactNode;
  /** The store to provide; a new one by default. The shell creates the one store of the page. */
  store?: Store;
}

/**
 * The frame every page needs: the one jotai store (also handed to non-React actions through
 * setStore), the icon sprite, the modal stack and the toast. The shell renders it once; a
 * remote booting alone renders it around its own routes.
 */
export function AppProviders({ children, store }: Props) {
  const [own] = useState(() => setStore(store ?? createStore()));
  return (
    <Provider store={own}>
      <IconSprite />
      {children}
      <ModalHost />
      <ToastHost />
    </Provider>
  );
}

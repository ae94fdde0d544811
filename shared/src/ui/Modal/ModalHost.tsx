import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import type { ModalEntry, ModalKind } from '../../state/modal';
import { closeModalAtom, modalStackAtom } from '../../state/modal';
import { AlertDialog, ConfirmDialog } from './dialogs';
import {
  getModalComponent,
  getModalRegistryVersion,
  registerModal,
  subscribeModalRegistry,
} from './modalRegistry';

// The two generic dialogs are the UI kit's own; every other kind comes from its remote.
registerModal('AlertDialog', AlertDialog);
registerModal('ConfirmDialog', ConfirmDialog);

const HISTORY_KEY = 'baeumModal';

/** Whether the current history entry is an open modal's own (see useModalHistory). */
export function isModalHistoryEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && HISTORY_KEY in state;
}

/**
 * Spec §2: opening a modal pushes a history entry, so browser (and Android) back closes the
 * top modal instead of leaving the page. A modal closed from the page (Escape, 닫기, code)
 * consumes its entry with history.go, unless the page has navigated meanwhile (then the
 * entries are behind the new page and going back would undo the navigation).
 */
function useModalHistory(stack: readonly ModalEntry[], onClose: (name: ModalKind) => void) {
  const entries = useRef(0);
  const ignorePops = useRef(0);
  const stackRef = useRef(stack);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    stackRef.current = stack;
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const onPopState = () => {
      if (ignorePops.current > 0) {
        ignorePops.current -= 1;
        return;
      }
      const top = stackRef.current.at(-1);
      if (!top || entries.current === 0) return;
      entries.current -= 1;
      onCloseRef.current(top.name);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const open = stack.length;
    while (entries.current < open) {
      entries.current += 1;
      const state: unknown = window.history.state;
      const base = typeof state === 'object' && state !== null ? state : {};
      window.history.pushState({ ...base, [HISTORY_KEY]: entries.current }, '');
    }
    if (entries.current > open) {
      const extra = entries.current - open;
      entries.current = open;
      if (isModalHistoryEntry()) {
        ignorePops.current += 1;
        window.history.go(-extra);
      }
    }
  }, [stack]);
}

export interface ModalStackProps {
  stack: readonly ModalEntry[];
  onClose: (name: ModalKind) => void;
}

/** Renders the open modals bottom to top; the state-free core of ModalHost. */
export function ModalStack({ stack, onClose }: ModalStackProps) {
  useSyncExternalStore(subscribeModalRegistry, getModalRegistryVersion, getModalRegistryVersion);
  useModalHistory(stack, onClose);

  return (
    <>
      {stack.map((entry) => {
        const Component = getModalComponent(entry.name);
        // A kind whose remote has not registered yet renders once it does.
        return Component ? (
          <Component
            key={entry.name}
            name={entry.name}
            props={entry.props ?? {}}
            close={() => onClose(entry.name)}
          />
        ) : null;
      })}
    </>
  );
}

/** The shell mounts one ModalHost; it shows the modal stack of the shared store. */
export function ModalHost() {
  const stack = useAtomValue(modalStackAtom);
  const closeModal = useSetAtom(closeModalAtom);
  return <ModalStack stack={stack} onClose={(name) => closeModal(name)} />;
}

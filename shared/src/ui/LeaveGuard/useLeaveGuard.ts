import { useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useBeforeUnload,
  useBlocker,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import type { BlockerFunction, Location } from 'react-router-dom';
import { openModal } from '../../state/modal';
import { isModalHistoryEntry } from '../Modal/ModalHost';

interface Guard {
  dirty: boolean;
  busy: boolean;
  /** Asks with the form's ConfirmDialog; `go` runs on 나가기. */
  ask: (go: () => void) => void;
}

/** Where a blocked navigation was going: a page (link, navigate) or a step in history. */
type Leaving = { to: Location; replace: boolean } | { delta: number };

/** The router's index of the current history entry (createBrowserRouter keeps it there). */
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/**
 * Runs `go` once the dialog's own history entry is gone: the ModalHost steps back over it when
 * the dialog closes, and a navigation started before that step lands would be undone by it.
 */
function afterDialogEntry(go: () => void): void {
  if (!isModalHistoryEntry()) {
    go();
    return;
  }
  window.addEventListener('popstate', () => go(), { once: true });
}

/**
 * In-app navigation away from unsaved work asks first (react-router's useBlocker; needs the data
 * router the shell and the standalone boots run). A link, `navigate()` or back/forward to another
 * page is held, the router is released at once (blocker.reset: nothing waits on it), the form's
 * ConfirmDialog asks, and 나가기 makes the same move again, now allowed. Moves within the page
 * (a modal's own history entry, a #fragment) are never held.
 */
function useInAppGuard(current: Guard): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const guard = useRef(current);
  useLayoutEffect(() => {
    guard.current = current;
  });
  /** Set once the reader has said 나가기: the way out is not asked about again. */
  const allowed = useRef(false);
  const here = useRef<{ index: number | null; url: string }>({ index: null, url: '' });
  const leaving = useRef<Leaving | null>(null);
  const cancelWait = useRef(() => {});

  useEffect(() => {
    here.current = { index: historyIndex(), url: location.pathname + location.search };
    allowed.current = false;
  }, [location.key, location.pathname, location.search]);
  useEffect(() => () => cancelWait.current(), []);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) => {
      const { dirty, busy } = guard.current;
      if (allowed.current || !dirty || busy) return false;
      if (
        currentLocation.pathname === nextLocation.pathname &&
        currentLocation.search === nextLocation.search
      )
        return false;
      if (historyAction === 'POP') {
        // The browser has already moved to the target entry: its index says how far it went.
        const target = historyIndex();
        const from = here.current.index;
        leaving.current = { delta: target !== null && from !== null ? target - from : -1 };
      } else {
        leaving.current = { to: nextLocation, replace: historyAction === 'REPLACE' };
      }
      return true;
    },
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const next = leaving.current;
    blocker.reset();
    if (!next) return;
    const go = () => {
      allowed.current = true;
      afterDialogEntry(() => {
        if ('delta' in next) void navigate(next.delta);
        else void navigate(next.to, { replace: next.replace, state: next.to.state });
      });
    };
    // Back or forward: the router puts the entry back (history.go) before the dialog may add
    // its own; the address bar shows this page again once that step has landed.
    const back = () => window.location.pathname + window.location.search === here.current.url;
    if (!('delta' in next) || back()) {
      guard.current.ask(go);
      return;
    }
    const onPop = () => {
      if (!back()) return;
      cancelWait.current();
      guard.current.ask(go);
    };
    window.addEventListener('popstate', onPop);
    cancelWait.current = () => window.removeEventListener('popstate', onPop);
  }, [blocker, navigate]);
  return useCallback(() => {
    allowed.current = true;
  }, []);
}

/** Under a router without data APIs (a component test's MemoryRouter): reloads only. */
function useNoInAppGuard(current: Guard): () => void {
  void current;
  return noop;
}
const noop = () => {};

/**
 * Unsaved work: the browser's own prompt on reload or close; a ConfirmDialog before leaving
 * through the page's own cancel, and before any in-app navigation to another page (a link,
 * back or forward). Returns `leave(go)`: asks first when there is something to lose.
 */
export function useLeaveGuard(
  dirty: boolean,
  {
    busy = false,
    message,
    confirmLabel,
  }: { busy?: boolean; message: string; confirmLabel: string },
): (go: () => void) => void {
  const ask = (go: () => void) =>
    void openModal('ConfirmDialog', { message, confirmLabel, onConfirm: go });
  // A component never moves between routers: the choice holds for its whole life.
  const useInApp = useContext(DataRouterContext) ? useInAppGuard : useNoInAppGuard;
  const allow = useInApp({ dirty, busy, ask });

  useBeforeUnload((event) => {
    if (dirty && !busy) event.preventDefault();
  });
  return (go) => {
    if (!dirty) {
      go();
      return;
    }
    ask(() => {
      allow();
      afterDialogEntry(go);
    });
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time. The ref is the guard, not the state: a double
 * click, or the Enter that ends a Hangul IME composition followed by a second Enter, both
 * arrive before React re-renders the disabled button, and must not fire the request twice.
 */
export function useGuardedAction<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
  onBlocked?: () => void,
): { run: (...args: A) => Promise<boolean>; pending: boolean } {
  const busy = useRef(false);
  const mounted = useRef(true);
  const [pending, setPending] = useState(false);
  const latest = useRef({ action, onBlocked });
  useEffect(() => {
    latest.current = { action, onBlocked };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A) => {
    if (busy.current) {
      latest.current.onBlocked?.();
      return false;
    }
    busy.current = true;
    setPending(true);
    try {
      await latest.current.action(...args);
      return true;
    } finally {
      busy.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);

  return { run, pending };
}

/** Enter pressed to end an IME composition (Hangul) must not submit the form. */
export function isImeEnter(event: { key: string; nativeEvent: KeyboardEvent }): boolean {
  return (
    event.key === 'Enter' && (event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229)
  );
}

/** onKeyDown for a form's inputs: the Enter that commits a Hangul syllable is not a submit. */
export function ignoreImeEnter(event: {
  key: string;
  nativeEvent: KeyboardEvent;
  preventDefault: () => void;
}): void {
  if (isImeEnter(event)) event.preventDefault();
}

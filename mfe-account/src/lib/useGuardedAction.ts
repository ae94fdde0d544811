import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { messages } from '../messages';

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

/**
 * A form's submit through useGuardedAction: the browser's own submit prevented, and a second
 * submit while the first still runs told so through `setStatus` (the form's live region).
 */
export function useGuardedSubmit(
  action: () => Promise<void>,
  setStatus?: (status: string) => void,
): { onSubmit: (event: FormEvent) => void; pending: boolean } {
  const { run, pending } = useGuardedAction(
    action,
    setStatus && (() => setStatus(messages.common.alreadyPending)),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return { onSubmit, pending };
}

/**
 * The errors of a form's fields, each cleared as soon as its field is typed in again; `bind`
 * gives a required text input its value, its error and the IME Enter guard.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const clearError = (field: F) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const bind = (field: F, value: string, setValue: (value: string) => void) => ({
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value);
      clearError(field);
    },
    error: errors[field],
    onKeyDown: ignoreImeEnter,
    required: true,
  });
  return { errors, setErrors, clearError, bind };
}

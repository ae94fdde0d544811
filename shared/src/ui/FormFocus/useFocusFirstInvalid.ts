import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a failed submit, moves the focus (and the view) to the form's first invalid field
 * (`aria-invalid="true"`, as TextField and the kit's fields mark it). Call `focusFirstInvalid()`
 * where the submit finds errors; the field is focused once React has drawn them.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus();
  }, [asked]);
  const focusFirstInvalid = useCallback(() => setAsked((n) => n + 1), []);
  return { formRef, focusFirstInvalid };
}

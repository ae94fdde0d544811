import { useState } from 'react';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * A writing form's submit state and its way out: `submitting` while a submit runs (the form
 * lets one run at a time), and `footer`, the FormFooter's props, whose 취소 asks first when there
 * is unsaved work (the browser's own prompt on reload or close, not while a submit runs).
 */
export function useWritingForm(
  dirty: boolean,
  onCancel: () => void,
  /** The form's own words: its question before leaving, the button that leaves, its 취소. */
  words: { leaveQuestion: string; leave: string; cancel: string },
) {
  const [submitting, setSubmitting] = useState(false);
  const leave = useLeaveGuard(dirty, {
    busy: submitting,
    message: words.leaveQuestion,
    confirmLabel: words.leave,
  });
  const cancel = () => leave(onCancel);
  /** For the form's FormFooter: 취소 asks first, both buttons wait for a running submit. */
  const footer = { cancelLabel: words.cancel, onCancel: cancel, busy: submitting };
  return { submitting, setSubmitting, footer };
}

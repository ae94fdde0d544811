import { useBeforeUnload } from 'react-router-dom';
import { openModal } from '../../state/modal';

/**
 * Unsaved work: the browser's own prompt on reload or close, and a ConfirmDialog before leaving
 * through the page's own cancel. Returns `leave(go)`: asks first when there is something to lose.
 */
export function useLeaveGuard(
  dirty: boolean,
  {
    busy = false,
    message,
    confirmLabel,
  }: { busy?: boolean; message: string; confirmLabel: string },
): (go: () => void) => void {
  useBeforeUnload((event) => {
    if (dirty && !busy) event.preventDefault();
  });
  return (go) =>
    dirty ? void openModal('ConfirmDialog', { message, confirmLabel, onConfirm: go }) : go();
}

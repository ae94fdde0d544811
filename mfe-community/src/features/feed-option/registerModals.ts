import { ShareDialog, registerModal } from '@baeum/shared';
import { FeedOptionSheet } from './components/FeedOptionSheet';

/** Registers the FeedOption and Share modal kinds with the modal host; returns the undo. */
export function registerFeedOptionModals(): () => void {
  const undo = [registerModal('FeedOption', FeedOptionSheet), registerModal('Share', ShareDialog)];
  return () => undo.forEach((u) => u());
}

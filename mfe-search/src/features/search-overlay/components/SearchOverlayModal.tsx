import type { ReactNode } from 'react';
import { Modal, useAtomValue, userAtom } from '@baeum/shared';
import type { ModalComponentProps } from '@baeum/shared';
import { messages } from '../../../messages';
import { OverlayCategories } from './OverlayCategories';
import { OverlayClasses } from './OverlayClasses';
import { PopularKeywords } from './PopularKeywords';
import { RecentKeywords } from './RecentKeywords';
import styles from './SearchOverlayModal.module.scss';

export interface SearchOverlayModalProps extends ModalComponentProps {
  /** The search field at the top (composed by the entry, features do not import each other). */
  renderSearchBar: (close: () => void) => ReactNode;
}

/** The Search modal (spec section 2): keywords, categories and a carousel of classes. */
export function SearchOverlayModal({ close, renderSearchBar }: SearchOverlayModalProps) {
  const user = useAtomValue(userAtom);
  // Spec section 6: recent keywords only for a loaded user with an id.
  const userId = user.isLoaded ? user.id : null;

  return (
    <Modal
      title={messages.overlay.title}
      variant="fullscreen"
      onClose={close}
      className={styles.overlay}
    >
      <div className={styles.overlay__bar}>{renderSearchBar(close)}</div>
      <div className={styles.overlay__sections}>
        {userId !== null && <RecentKeywords userId={userId} onNavigate={close} />}
        <PopularKeywords onNavigate={close} />
        <OverlayCategories onNavigate={close} />
        <OverlayClasses user={user} onNavigate={close} />
      </div>
    </Modal>
  );
}

import { useId } from 'react';
import { Modal } from '@baeum/shared';
import type { ModalComponentProps } from '@baeum/shared';
import { safeNextPath } from '../../../lib/nextPath';
import { messages } from '../../../messages';
import { LoginForm } from './LoginForm';
import { LoginLinks } from './LoginLinks';
import styles from './LoginModal.module.scss';

/**
 * The Login modal kind (spec section 2): opened when an anonymous user tries a member-only
 * action (a bookmark). Signing in closes it and leaves the person where they were; the
 * header and the page behind update through the shared user atom.
 */
export function LoginModal({ close }: ModalComponentProps) {
  const descriptionId = useId();
  const here =
    typeof window === 'undefined'
      ? '/'
      : safeNextPath(`${window.location.pathname}${window.location.search}`);
  return (
    <Modal
      title={messages.login.modalTitle}
      onClose={close}
      variant="sheet"
      describedBy={descriptionId}
    >
      <div className={styles.body}>
        <p id={descriptionId} className={styles.description}>
          {messages.login.modalDescription}
        </p>
        <LoginForm onSignedIn={() => close()} />
        <LoginLinks next={here} onNavigate={close} />
      </div>
    </Modal>
  );
}

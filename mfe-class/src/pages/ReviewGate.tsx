import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { EmptyState, Spinner, openModal, useAtomValue, userAtom } from '@baeum/shared';
import { messages } from '../messages';
import styles from './ReviewWritePage.module.scss';

/** Writing is for signed-in learners: a visitor gets the Login modal, once, and a prompt. */
export function ReviewGate({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const asked = useRef(false);
  const visitor = user.isLoaded && user.id === null;
  useEffect(() => {
    if (!visitor || asked.current) return;
    asked.current = true;
    openModal('Login');
  }, [visitor]);
  if (!user.isLoaded && user.id === null)
    return (
      <div className={styles.pending}>
        <Spinner label={messages.reviewWrite.loading} />
      </div>
    );
  if (user.id === null)
    return (
      <EmptyState
        icon="user"
        title={messages.reviewWrite.signInTitle}
        action={
          <button type="button" className={styles.action} onClick={() => openModal('Login')}>
            {messages.checkout.signIn}
          </button>
        }
      />
    );
  return children;
}

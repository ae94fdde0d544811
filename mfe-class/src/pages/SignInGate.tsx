import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { EmptyState, Spinner, openModal, useAtomValue, userAtom } from '@baeum/shared';
import { messages } from '../messages';
import styles from './FormPage.module.scss';

/** For signed-in learners only (checkout, reviews): a visitor gets the Login modal, once, and a prompt. */
export function SignInGate({ title, children }: { title: string; children: ReactNode }) {
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
        <Spinner label={messages.checkout.checkingUser} />
      </div>
    );
  if (user.id === null)
    return (
      <EmptyState
        icon="user"
        title={title}
        action={
          <button type="button" className={styles.action} onClick={() => openModal('Login')}>
            {messages.checkout.signIn}
          </button>
        }
      />
    );
  return children;
}

import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner, openModal, useAtomValue, userAtom } from '@baeum/shared';
import { messages } from '../messages';
import { AccessPrompt } from './AccessPrompt';
import styles from './CoachGate.module.scss';

/** A visitor: the shell's Login modal opens once (they stay on this page), and the page says why. */
export function SignInPrompt() {
  const { pathname, search } = useLocation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    openModal('Login');
  }, []);
  return (
    <AccessPrompt
      icon="dashboard"
      text={messages.signIn}
      actionTo={`/login?next=${encodeURIComponent(pathname + search)}`}
    />
  );
}

/** A learner: what the studio is, and the way to become a coach. */
export function CoachOnlyPrompt() {
  return <AccessPrompt icon="info" text={messages.coachOnly} actionTo="/coach/apply" />;
}

/**
 * Every studio screen is for coaches (spec §6), decided from the shared user; the server still
 * has the last word on each call (401/470 → sign in, 403 → not a coach or not their class).
 */
export function CoachGate({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  if (!user.isLoaded && user.id === null) {
    return (
      <div className={styles.pending}>
        <Spinner label={messages.studio.checkingUser} />
      </div>
    );
  }
  if (user.id === null) return <SignInPrompt />;
  if (!user.isCoach) return <CoachOnlyPrompt />;
  return children;
}

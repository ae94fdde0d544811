import { Button, openModal, showToast } from '@baeum/shared';
import { signOut, signOutEverywhere } from '../lib/session';
import { useGuardedAction } from '../lib/useGuardedAction';
import { messages } from '../messages';

const t = messages.my;

export interface SignOutActionsProps {
  /** Just before the log-out call: the page must not treat the coming anonymous user as a visitor. */
  onSigningOut?: () => void;
  /** After log-out (the user atom is already anonymous, so the header has changed). */
  onSignedOut: () => void;
}

/** 로그아웃 and 모든 기기에서 로그아웃 (after a ConfirmDialog): /my and the settings hub. */
export function SignOutActions({ onSigningOut, onSignedOut }: SignOutActionsProps) {
  const { run, pending } = useGuardedAction(async () => {
    onSigningOut?.();
    await signOut();
    showToast({ type: 'success', message: t.loggedOut });
    onSignedOut();
  });
  const everywhere = useGuardedAction(async () => {
    onSigningOut?.();
    const done = await signOutEverywhere();
    showToast(
      done
        ? { type: 'success', message: t.loggedOutEverywhere }
        : { type: 'error', message: t.logoutEverywhereFailed },
    );
    onSignedOut();
  });
  const askEverywhere = () =>
    openModal('ConfirmDialog', {
      message: t.logoutEverywhereQuestion,
      confirmLabel: t.logoutEverywhereConfirm,
      onConfirm: () => void everywhere.run(),
    });
  return (
    <>
      <Button variant="secondary" size="lg" fullWidth loading={pending} onClick={() => void run()}>
        {t.logout}
      </Button>
      <Button
        variant="ghost"
        fullWidth
        loading={everywhere.pending}
        disabled={pending}
        onClick={askEverywhere}
      >
        {t.logoutEverywhere}
      </Button>
      <p className="visually-hidden" role="status">
        {pending || everywhere.pending ? t.loggingOut : ''}
      </p>
    </>
  );
}

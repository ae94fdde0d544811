// Spec section 4: a hidden frame loads the sibling site's login-check page, whose hidden
// field #login_user_id holds the id logged in there. When it differs from the current user's
// id, the frame is pointed at the sibling's logout page (a form POSTed into the frame: a GET
// never logs out) and the page reloads once it has loaded. Runs once per page load. The page is
// same-origin (through the /_api proxy), so the shell can read the frame's document.
import { useEffect, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { clearToken, getConfig, submitSiblingLogout, useAtomValue, userAtom } from '@baeum/shared';
import { messages } from '../messages';
import { getSiblingSiteBase, shouldRunCrossSiteCheck } from './siblingSite';

type Phase = 'checking' | 'logging-out' | 'done';

let checkedThisLoad = false;

/** The frame's name: the logout form is submitted into it. */
export const SIBLING_FRAME_NAME = 'baeum-sibling-login-check';

/** Forgets that the check ran (tests; a real page load starts fresh anyway). */
export function resetCrossSiteCheck(): void {
  checkedThisLoad = false;
}

export interface CrossSiteLoginCheckProps {
  hostname?: string;
  siblingSiteBase?: string;
  reload?: () => void;
}

/** The id the login-check page shows ('' when nobody is logged in there), or null if unreadable. */
function readSiblingUserId(frame: HTMLIFrameElement): string | null {
  try {
    const field = frame.contentDocument?.getElementById('login_user_id');
    if (!field) return null;
    return ((field as HTMLInputElement).value ?? field.getAttribute('value') ?? '').trim();
  } catch {
    return null; // a cross-origin frame: nothing to compare
  }
}

export function CrossSiteLoginCheck({
  hostname = window.location.hostname,
  siblingSiteBase = getSiblingSiteBase(),
  reload = () => window.location.reload(),
}: CrossSiteLoginCheckProps) {
  const user = useAtomValue(userAtom);
  const [enabled] = useState(
    () => !checkedThisLoad && shouldRunCrossSiteCheck(hostname, siblingSiteBase),
  );
  const [siblingUserId, setSiblingUserId] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('checking');
  const [loginCheck] = useState(() => getConfig().siblingLoginCheckUrl);

  // Once both ids are known the check decides, during render (the user may load after the frame).
  if (enabled && phase === 'checking' && user.isLoaded && siblingUserId !== null) {
    setPhase(siblingUserId === String(user.id ?? '') ? 'done' : 'logging-out');
  }

  // The decision's effects outside React: the check ran; a mismatch logs the sibling site out.
  useEffect(() => {
    if (!enabled || phase === 'checking' || checkedThisLoad) return;
    checkedThisLoad = true;
    if (phase === 'done') return;
    // The stored token would sign the reloaded page in again, and the check would loop.
    clearToken();
    // The logout page comes back to the light login-check page, not to the whole app.
    submitSiblingLogout(new URL(loginCheck, window.location.href).href, SIBLING_FRAME_NAME);
  }, [enabled, phase, loginCheck]);

  if (!enabled || phase === 'done') return null;

  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    if (phase === 'logging-out') {
      reload();
      return;
    }
    const id = readSiblingUserId(event.currentTarget);
    if (id === null) {
      console.warn('[crossSite] the login-check page has no readable #login_user_id');
      checkedThisLoad = true;
      setPhase('done');
      return;
    }
    setSiblingUserId(id);
  };

  return (
    <iframe
      hidden
      aria-hidden="true"
      tabIndex={-1}
      title={messages.crossSite.frameTitle}
      name={SIBLING_FRAME_NAME}
      src={loginCheck}
      onLoad={onLoad}
    />
  );
}

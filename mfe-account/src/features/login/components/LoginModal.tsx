import { useId } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { Modal } from '@baeum/shared';
import type { ModalComponentProps } from '@baeum/shared';
import { safeNextPath } from '../../../lib/nextPath';
import { messages } from '../../../messages';
import { LoginForm } from './LoginForm';
import { LoginLinks } from './LoginLinks';
import { SocialButtons } from '../../../components/SocialButtons';
import styles from './LoginModal.module.scss';

/**
 * The Login modal kind (spec section 2): opened when an anonymous user tries a member-only
 * action (a bookmark). Signing in closes it and leaves the person where they were; the
 * header and the page behind update through the shared user atom. With `returnTo` (a same-site
 * path, e.g. a class's checkout after 수강 신청하기), signing in goes there instead: it replaces
 * the modal's history entry, so back returns to the page the modal was opened on.
 */
export function LoginModal({ props, close }: ModalComponentProps<{ returnTo?: unknown }>) {
  const descriptionId = useId();
  const inRouter = useInRouterContext();
  const returnTo = props.returnTo === undefined ? null : safeNextPath(props.returnTo, '') || null;
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
        {returnTo && inRouter ? (
          <LoginFormThenGo to={returnTo} close={close} />
        ) : (
          <LoginForm
            onSignedIn={() => {
              close();
              // Outside a router (a page without one) the way there is a page load.
              if (returnTo) window.location.assign(returnTo);
            }}
          />
        )}
        <SocialButtons returnTo={returnTo ?? here} onLeave={close} />
        <LoginLinks next={returnTo ?? here} onNavigate={close} />
      </div>
    </Modal>
  );
}

/** The form inside the router: signing in goes to `to` in the app (no page load). */
function LoginFormThenGo({ to, close }: { to: string; close: () => void }) {
  const navigate = useNavigate();
  return (
    <LoginForm
      onSignedIn={() => {
        void navigate(to, { replace: true });
        close();
      }}
    />
  );
}

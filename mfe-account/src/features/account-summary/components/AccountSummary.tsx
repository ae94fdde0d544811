import { useState } from 'react';
import { Avatar, Button, Icon, showToast } from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { signOut } from '../../../lib/session';
import { useGuardedAction } from '../../../lib/useGuardedAction';
import { messages } from '../../../messages';
import styles from './AccountSummary.module.scss';

interface AccountSummaryProps {
  user: UserInfo;
  /** Just before the log-out call: the page must not treat the coming anonymous user as a visitor. */
  onSigningOut?: () => void;
  /** After log-out (the user atom is already anonymous, so the header has changed). */
  onSignedOut: () => void;
}

/** Who is signed in, and 로그아웃. The full /my screens come with the next part. */
export function AccountSummary({ user, onSigningOut, onSignedOut }: AccountSummaryProps) {
  const [status, setStatus] = useState('');
  const name = user.name || messages.my.anonymousName;
  const { run, pending } = useGuardedAction(async () => {
    setStatus(messages.my.loggingOut);
    onSigningOut?.();
    await signOut();
    showToast({ type: 'success', message: messages.my.loggedOut });
    onSignedOut();
  });

  return (
    <div className={styles.summary}>
      <section className={styles.summary__profile} aria-labelledby="my-greeting">
        <Avatar src={user.photo} name={name} size={72} isCoach={user.isCoach} decorative />
        <div className={styles.summary__who}>
          <span className={styles.summary__role}>
            {user.isCoach ? messages.my.coach : messages.my.learner}
          </span>
          <h1 id="my-greeting" className={styles.summary__name}>
            {messages.my.greeting(name)}
          </h1>
        </div>
      </section>

      <dl className={styles.summary__facts}>
        <div className={styles.summary__fact}>
          <dt>{messages.my.phone}</dt>
          <dd>{user.phone}</dd>
        </div>
        <div className={styles.summary__fact}>
          <dt>{messages.my.email}</dt>
          <dd>{user.email || messages.my.noEmail}</dd>
        </div>
      </dl>

      <nav aria-label={messages.my.menuTitle} className={styles.summary__menu}>
        <AppLink to="/notices" className={styles.summary__menuItem}>
          <span>{messages.my.notices}</span>
          <Icon name="chevron-right" size={20} />
        </AppLink>
      </nav>

      <Button variant="secondary" size="lg" fullWidth loading={pending} onClick={() => void run()}>
        {messages.my.logout}
      </Button>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}

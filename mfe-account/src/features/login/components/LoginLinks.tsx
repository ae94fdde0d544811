import { AppLink } from '../../../components/AppLink';
import { withNext } from '../../../lib/nextPath';
import { messages } from '../../../messages';
import styles from './LoginLinks.module.scss';

interface LoginLinksProps {
  /** Where to come back to after signing up. */
  next: string;
  onNavigate?: () => void;
}

/** 비밀번호 재설정 and 회원가입, carrying the way back. */
export function LoginLinks({ next, onNavigate }: LoginLinksProps) {
  return (
    <div className={styles.links}>
      <p className={styles.links__row}>
        <span>{messages.login.forgotPassword}</span>
        <AppLink
          to={withNext('/password/reset', next)}
          className={styles.links__link}
          onNavigate={onNavigate}
        >
          {messages.login.toReset}
        </AppLink>
      </p>
      <p className={styles.links__row}>
        <span>{messages.login.noAccount}</span>
        <AppLink
          to={withNext('/signup', next)}
          className={styles['links__link--strong']}
          onNavigate={onNavigate}
        >
          {messages.login.toSignup}
        </AppLink>
      </p>
    </div>
  );
}

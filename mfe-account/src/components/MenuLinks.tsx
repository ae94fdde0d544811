import { Icon } from '@baeum/shared';
import { messages } from '../messages';
import { AppLink } from './AppLink';
import styles from './MenuLinks.module.scss';

/** One way on from 마이 or the settings hub, as a list item: its label and a chevron. */
export function MenuLink({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <AppLink to={to} className={styles.link}>
        <span>{label}</span>
        <Icon name="chevron-right" size={20} />
      </AppLink>
    </li>
  );
}

/** 회원 탈퇴, set apart at the end of 마이 and of the settings hub. */
export function WithdrawalLink() {
  return (
    <AppLink to="/withdrawal" className={styles.withdrawal}>
      {messages.my.withdrawal}
    </AppLink>
  );
}

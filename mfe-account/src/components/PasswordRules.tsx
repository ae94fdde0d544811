import { Icon, cx } from '@baeum/shared';
import { passwordRules } from '../lib/validation';
import { messages } from '../messages';
import styles from './PasswordRules.module.scss';

/** The password rules, stated on screen and ticked off as the person types. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const rules = passwordRules(password);
  const items = [
    { met: rules.length, text: messages.password.ruleLength },
    { met: rules.letterAndDigit, text: messages.password.ruleLetterAndDigit },
    { met: rules.noSpace, text: messages.password.ruleNoSpace },
  ];
  return (
    <ul id={id} className={styles.rules} aria-label={messages.password.rulesTitle}>
      {items.map(({ met, text }) => (
        <li key={text} className={cx(styles.rules__item, met && styles['rules__item--met'])}>
          <Icon name="check" size={14} />
          <span>{text}</span>
          <span className="visually-hidden">
            {met ? messages.password.ruleMet : messages.password.ruleUnmet}
          </span>
        </li>
      ))}
    </ul>
  );
}

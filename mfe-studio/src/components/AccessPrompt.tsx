import { Link } from 'react-router-dom';
import { Icon } from '@baeum/shared';
import type { IconName } from '@baeum/shared';
import styles from './AccessPrompt.module.scss';

interface Props {
  icon: IconName;
  /** Its words: messages.signIn or messages.coachOnly. */
  text: { title: string; description: string; action: string };
  actionTo: string;
}

/** Why the studio is closed to this visitor, and the one step that opens it. */
export function AccessPrompt({ icon, text, actionTo }: Props) {
  return (
    <section className={styles.prompt} aria-labelledby="studio-access-title">
      <span className={styles.prompt__icon}>
        <Icon name={icon} size={32} />
      </span>
      <h1 id="studio-access-title" className={styles.prompt__title}>
        {text.title}
      </h1>
      <p className={styles.prompt__description}>{text.description}</p>
      <Link className={styles.prompt__action} to={actionTo}>
        {text.action}
      </Link>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { Icon } from '@baeum/shared';
import type { IconName } from '@baeum/shared';
import styles from './AccessPrompt.module.scss';

interface Props {
  icon: IconName;
  title: string;
  description: string;
  actionLabel: string;
  actionTo: string;
}

/** Why the studio is closed to this visitor, and the one step that opens it. */
export function AccessPrompt({ icon, title, description, actionLabel, actionTo }: Props) {
  return (
    <section className={styles.prompt} aria-labelledby="studio-access-title">
      <span className={styles.prompt__icon}>
        <Icon name={icon} size={32} />
      </span>
      <h1 id="studio-access-title" className={styles.prompt__title}>
        {title}
      </h1>
      <p className={styles.prompt__description}>{description}</p>
      <Link className={styles.prompt__action} to={actionTo}>
        {actionLabel}
      </Link>
    </section>
  );
}

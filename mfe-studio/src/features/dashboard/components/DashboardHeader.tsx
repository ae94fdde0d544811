import { Avatar } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './StudioDashboard.module.scss';

export function DashboardHeader({ name, photo }: { name: string; photo: string }) {
  const t = messages.dashboard;
  return (
    <header className={styles.dashboard__header}>
      <Avatar src={photo} name={name} size={56} isCoach decorative />
      <div className={styles['dashboard__header-text']}>
        <p className={styles.dashboard__eyebrow}>{messages.studio.title}</p>
        <h1 className={styles.dashboard__title}>{t.greeting(name)}</h1>
        <p className={styles.dashboard__description}>{t.description}</p>
      </div>
    </header>
  );
}

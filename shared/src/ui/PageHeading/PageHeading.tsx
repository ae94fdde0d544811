import type { ReactNode } from 'react';
import { cx } from '../classNames';
import styles from './PageHeading.module.scss';

export interface PageHeadingProps {
  title: ReactNode;
  description?: ReactNode;
  /** Controls on the heading's right (a write button, a sort menu). */
  actions?: ReactNode;
  /** Id of the h1, so the page's main region can be aria-labelledby it. */
  id?: string;
  className?: string;
}

/** The one page heading of the kit: the page's h1, a line under it, and room for actions. */
export function PageHeading({ title, description, actions, id, className }: PageHeadingProps) {
  return (
    <header className={cx(styles.heading, className)}>
      <div className={styles.heading__text}>
        <h1 id={id} className={styles.heading__title}>
          {title}
        </h1>
        {description && <p className={styles.heading__description}>{description}</p>}
      </div>
      {actions && <div className={styles.heading__actions}>{actions}</div>}
    </header>
  );
}

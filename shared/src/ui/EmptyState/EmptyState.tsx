import type { ReactNode } from 'react';
import { uiMessages } from '../../messages/ui';
import { cx } from '../classNames';
import type { IconName } from '../Icon/iconPaths';
import { Icon } from '../Icon/Icon';
import styles from '../State/State.module.scss';

export interface EmptyStateProps {
  title?: string;
  description?: string;
  icon?: IconName;
  /** A call to action, e.g. a <Button> to browse classes. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({
  title = uiMessages.state.emptyTitle,
  description,
  icon,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(styles.state, className)}>
      {icon && (
        <span className={styles.state__icon}>
          <Icon name={icon} size={40} />
        </span>
      )}
      <p className={styles.state__title}>{title}</p>
      {description && <p className={styles.state__message}>{description}</p>}
      {action && <div className={styles.state__action}>{action}</div>}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { cx, Skeleton } from '@baeum/shared';
import { messages } from '../messages';
import { categoryPath } from '../lib/paths';
import { useCategories } from '../lib/useCategories';
import { CategoryIcon } from './CategoryIcon';
import styles from './CategoryGrid.module.scss';

export interface CategoryGridProps {
  /** Replace the history entry (from the overlay, whose entry is consumed). */
  replace?: boolean;
  onNavigate?: () => void;
  className?: string;
}

/** Every category as an icon and a name; a tap goes to /category?categoryId=… */
export function CategoryGrid({ replace = false, onNavigate, className }: CategoryGridProps) {
  const categories = useCategories();

  if (categories.status === 'error') {
    return (
      <p className={styles.grid__message}>
        {messages.state.errorTitle}{' '}
        <button type="button" className={styles.grid__retry} onClick={categories.reload}>
          {messages.state.retry}
        </button>
      </p>
    );
  }
  if (categories.status === 'loading') {
    return (
      <div className={cx(styles.grid, className)} aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} width={56} height={56} className={styles.grid__skeleton} />
        ))}
      </div>
    );
  }
  return (
    <ul className={cx(styles.grid, className)}>
      {categories.data?.map((category) => (
        <li key={category.category}>
          <Link className={styles.grid__link} to={categoryPath(category.category)} replace={replace} onClick={onNavigate}>
            <CategoryIcon icon={category.icon} />
            <span className={styles.grid__name}>{category.category_name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

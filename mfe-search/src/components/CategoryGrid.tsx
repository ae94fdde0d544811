import { Link } from 'react-router-dom';
import { cx, Skeleton } from '@baeum/shared';
import { InlineError } from './InlineError';
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
    return <InlineError onRetry={categories.reload} />;
  }
  if (categories.status === 'loading') {
    return (
      <div className={cx(styles.grid, className)} aria-busy="true">
        {/* Shaped like a loaded item (icon and name), so the names arriving shift nothing. */}
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={styles.grid__link}>
            <Skeleton width={56} height={56} className={styles.grid__skeleton} />
            <span className={styles.grid__name}>
              <Skeleton width={40} height={12} />
            </span>
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className={cx(styles.grid, className)}>
      {categories.data?.map((category) => (
        <li key={category.category}>
          <Link
            className={styles.grid__link}
            to={categoryPath(category.category)}
            replace={replace}
            onClick={onNavigate}
          >
            <CategoryIcon icon={category.icon} />
            <span className={styles.grid__name}>{category.category_name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

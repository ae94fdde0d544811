import { Link } from 'react-router-dom';
import { cx, Skeleton } from '@baeum/shared';
import type { CategoryWire } from '@baeum/shared';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { messages } from '../../../messages';
import type { CategorySort } from '../../../lib/sortOptions';
import { categoryViewPath } from './categoryViewPath';
import styles from './CategoryBrowse.module.scss';

/** Every top category with its icon, scrolling sideways on phones; the current one is marked. */
export function CategoryNav({
  categories,
  currentId,
  sort,
}: {
  categories: CategoryWire[] | undefined;
  currentId: string | null;
  sort: CategorySort;
}) {
  return (
    <nav className={styles.nav} aria-label={messages.category.nav}>
      {categories ? (
        <ul className={styles.nav__list}>
          {categories.map((category) => {
            const isCurrent = String(category.category) === currentId;
            return (
              <li key={category.category} className={styles.nav__item}>
                <Link
                  className={cx(styles.nav__link, isCurrent && styles['nav__link--current'])}
                  to={categoryViewPath(category.category, null, sort)}
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  <CategoryIcon icon={category.icon} className={styles.nav__icon} />
                  <span className={styles.nav__name}>{category.category_name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className={styles.nav__list} aria-busy="true">
          {/* Shaped like a loaded item (icon and name): nothing shifts when they arrive. */}
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className={cx(styles.nav__item, styles.nav__link)}>
              <Skeleton width={56} height={56} className={styles.nav__skeleton} />
              <span className={styles.nav__name}>
                <Skeleton width={40} height={12} />
              </span>
            </div>
          ))}
        </div>
      )}
    </nav>
  );
}

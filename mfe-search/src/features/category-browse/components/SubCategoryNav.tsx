import { Link } from 'react-router-dom';
import { cx, Skeleton } from '@baeum/shared';
import type { SubCategoryWire } from '@baeum/shared';
import { InlineError } from '../../../components/InlineError';
import { messages } from '../../../messages';
import type { ResourceState } from '../../../lib/resource';
import type { CategorySort } from '../../../lib/sortOptions';
import { categoryViewPath } from './categoryViewPath';
import styles from './CategoryBrowse.module.scss';

export interface SubCategoryNavProps {
  state: ResourceState<SubCategoryWire[]>;
  categoryId: string;
  currentId: string | null;
  sort: CategorySort;
}

/** 전체 and the sub-categories of the category, as chips. */
export function SubCategoryNav({ state, categoryId, currentId, sort }: SubCategoryNavProps) {
  if (state.status === 'error') {
    return <InlineError onRetry={state.reload} />;
  }
  if (state.status === 'loading') {
    return (
      <div className={styles.sub} aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} width={64} height={34} className={styles.sub__skeleton} />
        ))}
      </div>
    );
  }
  const chips = [
    { id: null as string | null, name: messages.category.all },
    ...(state.data ?? []).map((sub) => ({
      id: String(sub.sub_category),
      name: sub.sub_category_name,
    })),
  ];
  return (
    <nav className={styles.sub} aria-label={messages.category.subNav}>
      <ul className={styles.sub__list}>
        {chips.map((chip) => {
          const isCurrent = chip.id === currentId || (chip.id === null && !currentId);
          return (
            <li key={chip.id ?? 'all'}>
              <Link
                className={cx(styles.sub__chip, isCurrent && styles['sub__chip--current'])}
                to={categoryViewPath(categoryId, chip.id, sort)}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@baeum/shared';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { messages } from '../../../messages';
import { categoryPath } from '../../../lib/paths';
import { useCategories } from '../../../lib/useCategories';
import styles from './SearchOverlayModal.module.scss';

/** The categories to browse; a tap goes to /category?categoryId=… */
export function OverlayCategories({ onNavigate }: { onNavigate: () => void }) {
  const headingId = useId();
  const categories = useCategories();

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.section__head}>
        <h3 id={headingId} className={styles.section__title}>
          {messages.overlay.categories}
        </h3>
      </div>
      {categories.status === 'error' && (
        <p className={styles.section__message}>
          {messages.state.errorTitle}{' '}
          <button type="button" className={styles.section__retry} onClick={categories.reload}>
            {messages.state.retry}
          </button>
        </p>
      )}
      {categories.status === 'loading' && (
        <div className={styles.categories} aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} width={56} height={56} className={styles.categories__skeleton} />
          ))}
        </div>
      )}
      {categories.status === 'success' && (
        <ul className={styles.categories}>
          {categories.data?.map((category) => (
            <li key={category.category}>
              <Link className={styles.categories__link} to={categoryPath(category.category)} replace onClick={onNavigate}>
                <CategoryIcon icon={category.icon} />
                <span className={styles.categories__name}>{category.category_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

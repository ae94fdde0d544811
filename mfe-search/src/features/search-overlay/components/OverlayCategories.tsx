import { useId } from 'react';
import { CategoryGrid } from '../../../components/CategoryGrid';
import { messages } from '../../../messages';
import styles from './SearchOverlayModal.module.scss';

/** The categories to browse; a tap goes to /category?categoryId=… and closes the overlay. */
export function OverlayCategories({ onNavigate }: { onNavigate: () => void }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.section__head}>
        <h3 id={headingId} className={styles.section__title}>
          {messages.overlay.categories}
        </h3>
      </div>
      <CategoryGrid replace onNavigate={onNavigate} />
    </section>
  );
}

import { useNavigate } from 'react-router-dom';
import { ClassCard, HorizontalSlider, useBookmarkToggle } from '@baeum/shared';
import { useSameCategoryClasses } from '../hooks/useClassExtras';
import { messages } from '../../../messages';
import styles from './SameCategoryClasses.module.scss';

/** Classes of the same category in a row that scrolls sideways; nothing when there are none. */
export function SameCategoryClasses({ classId }: { classId: number }) {
  const navigate = useNavigate();
  const query = useSameCategoryClasses(classId);
  const items = query.data ?? [];
  const onBookmarkToggle = useBookmarkToggle();
  if (items.length === 0) return null;
  return (
    <section className={styles.same} aria-labelledby="same-category-title">
      <h2 id="same-category-title" className={styles.same__title}>
        {messages.sameCategory.title}
      </h2>
      <HorizontalSlider label={messages.sameCategory.title} itemClassName={styles.same__item}>
        {items.map((item) => (
          <ClassCard
            key={item.class_id}
            item={item}
            href={`/class/${item.class_id}`}
            onClick={(card, event) => {
              event.preventDefault();
              navigate(`/class/${card.class_id}`);
            }}
            onBookmarkToggle={onBookmarkToggle}
          />
        ))}
      </HorizontalSlider>
    </section>
  );
}

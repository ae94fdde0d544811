import { SectionHeader } from '@baeum/shared';
import type { CurriculumItem } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './Curriculum.module.scss';

const t = messages.curriculum;

export function Curriculum({ items }: { items: readonly CurriculumItem[] }) {
  return (
    <section className={styles.curriculum} aria-labelledby="class-curriculum">
      <SectionHeader
        id="class-curriculum"
        title={t.title}
        description={items.length > 0 ? messages.detail.lectureCount(items.length) : undefined}
      />
      {items.length === 0 ? (
        <p className={styles.curriculum__empty}>{t.empty}</p>
      ) : (
        <ol className={styles.curriculum__list} aria-label={t.listLabel}>
          {items.map((item, index) => (
            <li key={item.curriculum_id ?? index} className={styles.curriculum__item}>
              <span className={styles.curriculum__number} aria-hidden="true">
                {t.lessonNumber(index + 1)}
              </span>
              <span className="visually-hidden">{t.lessonLabel(index + 1)} </span>
              <span className={styles.curriculum__title}>{item.title}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { SectionHeader } from '@baeum/shared';
import type { CurriculumItem } from '@baeum/shared';
import { messages } from '../../../messages';
import { formatDuration, toChapters } from '../curriculumView';
import type { Lesson } from '../curriculumView';
import styles from './Curriculum.module.scss';

const t = messages.curriculum;

function LessonRow({ lesson }: { lesson: Lesson }) {
  return (
    <li className={styles.curriculum__item}>
      <span className={styles.curriculum__number} aria-hidden="true">
        {t.lessonNumber(lesson.number)}
      </span>
      <span className="visually-hidden">{t.lessonLabel(lesson.number)} </span>
      <span className={styles.curriculum__title}>{lesson.title}</span>
      {lesson.durationSec !== null && (
        <span className={styles.curriculum__duration}>
          <span className="visually-hidden">{t.durationLabel} </span>
          {formatDuration(lesson.durationSec)}
        </span>
      )}
    </li>
  );
}

export function Curriculum({ items }: { items: readonly CurriculumItem[] }) {
  const chapters = toChapters(items);
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
        chapters.map((chapter) => (
          <div key={chapter.key} className={styles.curriculum__chapter}>
            {chapter.title && (
              <h3 className={styles['curriculum__chapter-title']}>{chapter.title}</h3>
            )}
            <ol className={styles.curriculum__list} aria-label={chapter.title || t.listLabel}>
              {chapter.lessons.map((lesson) => (
                <LessonRow key={lesson.key} lesson={lesson} />
              ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
}

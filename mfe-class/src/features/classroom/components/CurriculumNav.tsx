import { Link } from 'react-router-dom';
import { Icon } from '@baeum/shared';
import type { ClassroomWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './Classroom.module.scss';

const t = messages.classroom;

/** The sections and lessons, each with its length and state; the open one is the current page. */
export function CurriculumNav({
  classroom,
  currentId,
}: {
  classroom: ClassroomWire;
  currentId: number | null;
}) {
  return (
    <nav className={styles.curriculum} aria-label={t.curriculum}>
      <h2 className={styles.curriculum__title}>{t.curriculum}</h2>
      {classroom.sections.map((section, i) => (
        <section key={section.section_id} className={styles.curriculum__section}>
          <h3 className={styles.curriculum__sectionTitle}>{t.section(i + 1, section.title)}</h3>
          <ol className={styles.curriculum__lessons}>
            {section.lessons.map((lesson) => {
              const current = lesson.lesson_id === currentId;
              const state = t.lessonState[lesson.state];
              return (
                <li key={lesson.lesson_id}>
                  <Link
                    className={`${styles.lesson} ${current ? styles['lesson--current'] : ''} ${
                      lesson.state === 'done' ? styles['lesson--done'] : ''
                    }`}
                    to={`?lesson=${lesson.lesson_id}`}
                    aria-current={current ? 'page' : undefined}
                  >
                    <Icon
                      name={
                        lesson.state === 'done'
                          ? 'check'
                          : lesson.kind === 'text'
                            ? 'notice'
                            : 'play'
                      }
                      size={18}
                      className={styles.lesson__icon}
                    />
                    <span className={styles.lesson__title}>{lesson.title}</span>
                    <span className={styles.lesson__meta}>
                      {lesson.kind === 'text' ? t.textLesson : t.duration(lesson.duration_sec)}
                      {state && <span className={styles.lesson__state}>{state}</span>}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}

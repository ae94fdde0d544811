import { LazyImage, toClassCardView } from '@baeum/shared';
import type { ClassSummary } from '@baeum/shared';
import { messages } from '../../../messages';
import { ClassActions } from './ClassActions';
import { ClassOverview } from './ClassOverview';
import { Curriculum } from './Curriculum';
import { ReviewSummary } from './ReviewSummary';
import { useRequirementInfo } from './RequirementInfo';
import { SameCategoryClasses } from './SameCategoryClasses';
import styles from './ClassDetail.module.scss';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The loaded class: cover, overview (sticky beside the content on wide screens), intro, curriculum. */
export function ClassDetail({ summary }: { summary: ClassSummary }) {
  const view = toClassCardView(summary);
  useRequirementInfo();
  // Fields the reference API adds beyond the card (category names, the short summary).
  const categories = [text(summary.category_name), text(summary.sub_category_name)].filter(Boolean);
  return (
    <article className={styles.detail}>
      <div className={styles.detail__cover}>
        <LazyImage
          className={styles.detail__image}
          src={view.photo}
          alt={messages.detail.coverAlt(view.name)}
          priority
        />
      </div>
      <aside className={styles.detail__aside}>
        <ClassOverview
          view={view}
          categories={categories}
          tagline={text(summary.summary)}
          coachId={summary.coach_id}
          lessonCount={summary.curriculum?.length || view.lectureCount}
          originalPrice={summary.original_price}
          months={summary.months ?? 0}
        />
        <ClassActions summary={summary} />
      </aside>
      <div className={styles.detail__content}>
        {summary.class_intro && (
          <section className={styles.detail__section} aria-labelledby="class-intro">
            <h2 id="class-intro" className={styles['detail__section-title']}>
              {messages.intro.title}
            </h2>
            {/* Server text as text only; line breaks kept by CSS. */}
            <p className={styles.detail__intro}>{summary.class_intro}</p>
          </section>
        )}
        <div className={styles.detail__section}>
          <Curriculum items={summary.curriculum ?? []} />
        </div>
        <div className={styles.detail__section}>
          <ReviewSummary classId={summary.class_id} />
        </div>
        <div className={styles.detail__section}>
          <SameCategoryClasses classId={summary.class_id} />
        </div>
      </div>
    </article>
  );
}

import { useState } from 'react';
import { ClassCard, ClassCardSkeleton, EmptyState, ErrorState, cx } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { MySection } from '../../../components/MySection';
import type { MySectionLink } from '../../../components/MySection';
import {
  classPath,
  classroomPath,
  useOpenClass,
  useOpenClassroom,
} from '../../../lib/useOpenClass';
import { messages } from '../../../messages';
import { useTakenClasses } from '../hooks/useTakenClasses';
import grid from '../../../components/ClassGrid.module.scss';
import styles from './TakenClasses.module.scss';

const t = messages.my;

/** Cards shown before 모두 보기. */
const FIRST_CARDS = 4;

interface TakenClassesProps {
  userId: number;
  isCoach: boolean;
}

/**
 * The member's classes on /my: a coach's managed classes (with the way to the studio), and
 * the registered classes — always for a learner, for a coach only when they take some.
 */
export function TakenClasses({ userId, isCoach }: TakenClassesProps) {
  const query = useTakenClasses(userId);
  const registered = query.data?.registered;
  const state = {
    loading: query.isPending,
    failed: query.isError,
    onRetry: () => void query.refetch(),
  };
  return (
    <>
      {isCoach && (
        <ClassSection
          id="my-managed"
          title={t.managedTitle}
          items={query.data?.managed}
          empty={t.managedEmpty}
          emptyDescription={t.managedEmptyDescription}
          link={{ to: '/studio', label: t.toStudio, accessibleLabel: t.toStudioLabel }}
          {...state}
        />
      )}
      {(!isCoach || (registered?.length ?? 0) > 0) && (
        <ClassSection
          id="my-registered"
          title={t.registeredTitle}
          items={registered}
          empty={t.registeredEmpty}
          emptyDescription={t.registeredEmptyDescription}
          browse
          learning
          {...state}
        />
      )}
    </>
  );
}

interface ClassSectionProps {
  id: string;
  title: string;
  items: ClassCardData[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  empty: string;
  emptyDescription: string;
  link?: MySectionLink;
  /** The empty state offers 클래스 둘러보기. */
  browse?: boolean;
  /** Classes the member takes: progress instead of price, and the card opens the classroom. */
  learning?: boolean;
}

function ClassSection({
  id,
  title,
  items,
  loading,
  failed,
  onRetry,
  empty,
  emptyDescription,
  link,
  browse = false,
  learning = false,
}: ClassSectionProps) {
  const open = useOpenClass();
  const learn = useOpenClassroom();
  const [all, setAll] = useState(false);
  const list = items ?? [];
  const shown = all ? list : list.slice(0, FIRST_CARDS);
  const listClass = cx(grid.grid, grid['grid--preview']);

  let body;
  if (loading) {
    body = (
      <ul className={listClass} aria-busy="true" aria-label={messages.classes.loading}>
        {Array.from({ length: FIRST_CARDS }, (_, i) => (
          <li key={i}>
            <ClassCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (failed && list.length === 0) {
    body = (
      <ErrorState
        title={messages.classes.loadError}
        retryLabel={messages.classes.retry(title)}
        onRetry={onRetry}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon="curriculum"
        title={empty}
        description={emptyDescription}
        action={
          browse ? (
            <AppLink to="/" className={grid.browse}>
              {messages.classes.browse}
            </AppLink>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={listClass} aria-label={title}>
          {shown.map((item) => (
            <li key={item.class_id}>
              {learning ? (
                <ClassCard
                  item={item}
                  href={classroomPath(item)}
                  onClick={learn}
                  headingLevel={3}
                  showProgress
                />
              ) : (
                <ClassCard item={item} href={classPath(item)} onClick={open} headingLevel={3} />
              )}
            </li>
          ))}
        </ul>
        {list.length > FIRST_CARDS && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={all}
            onClick={() => setAll((value) => !value)}
          >
            {all ? t.showLess(title) : t.showAll(title, list.length)}
          </button>
        )}
      </>
    );
  }
  return (
    <MySection id={id} title={title} link={link}>
      {body}
    </MySection>
  );
}

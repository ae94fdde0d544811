import { ClassCard, ClassCardSkeleton, EmptyState, ErrorState, cx } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { LoadMore } from '../../../components/LoadMore';
import { classPath, useOpenClass } from '../../../lib/useOpenClass';
import { messages } from '../../../messages';
import { useBookmarkToggle } from '../hooks/useBookmarkToggle';
import { MY_CLASS_PAGE_SIZE, useMyClasses } from '../hooks/useMyClasses';
import type { MyClassKind } from '../hooks/useMyClasses';
import styles from '../../../components/ClassGrid.module.scss';

const t = messages.classes;

const TEXT = {
  bookmarks: {
    label: t.bookmarksTitle,
    empty: t.bookmarksEmpty,
    emptyDescription: t.bookmarksEmptyDescription,
    more: t.bookmarksMore,
  },
  recent: {
    label: t.recentTitle,
    empty: t.recentEmpty,
    emptyDescription: t.recentEmptyDescription,
    more: t.recentMore,
  },
} as const;

interface MyClassListProps {
  kind: MyClassKind;
  userId: number;
  /** Cards a page; a preview shows one short page and no 더 보기. */
  limit?: number;
  preview?: boolean;
  headingLevel?: 2 | 3;
}

/** The wishlist or the recently viewed classes as class cards, with their bookmark buttons. */
export function MyClassList({
  kind,
  userId,
  limit = MY_CLASS_PAGE_SIZE,
  preview = false,
  headingLevel = 2,
}: MyClassListProps) {
  const { query, classes } = useMyClasses(kind, userId, limit);
  const toggle = useBookmarkToggle(kind, userId, limit, preview);
  const open = useOpenClass();
  const text = TEXT[kind];
  const shown = preview ? classes.slice(0, limit) : classes;
  const grid = cx(styles.grid, preview && styles['grid--preview']);

  if (query.isPending) {
    return (
      <ul className={grid} aria-busy="true" aria-label={t.loading}>
        {Array.from({ length: preview ? limit : 4 }, (_, i) => (
          <li key={i}>
            <ClassCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError && classes.length === 0) {
    return (
      <ErrorState
        title={t.loadError}
        retryLabel={t.retry(text.label)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (shown.length === 0) {
    return (
      <EmptyState
        icon="bookmark"
        title={text.empty}
        description={preview ? undefined : text.emptyDescription}
        action={
          preview ? undefined : (
            <AppLink to="/" className={styles.browse}>
              {t.browse}
            </AppLink>
          )
        }
      />
    );
  }
  return (
    <>
      <ul className={grid} aria-label={text.label}>
        {shown.map((item) => (
          <li key={item.class_id}>
            <ClassCard
              item={item}
              href={classPath(item)}
              onClick={open}
              bookmarked={item.class_have_status === 'Y'}
              onBookmarkToggle={() => toggle(item)}
              headingLevel={headingLevel === 2 ? 3 : 4}
            />
          </li>
        ))}
      </ul>
      {!preview && (
        <LoadMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onMore={() => void query.fetchNextPage()}
          label={text.more}
        />
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Button, ErrorState, formatNumber, Spinner, useInfiniteScroll } from '@baeum/shared';
import { messages } from '../messages';
import { BookmarkableClassList } from './BookmarkableClassList';
import type { PagedList } from '../lib/pagedList';
import styles from './PagedClassGrid.module.scss';

export interface PagedClassGridProps {
  list: PagedList;
  /** Accessible name of the list. */
  label: string;
  /** Shown when the list loaded with no classes. */
  empty: ReactNode;
}

/**
 * A class grid paged by infinite scroll: 10 blank cards while the first page loads, the error
 * state with 다시 시도, the empty state, and below the cards the next page's loading row.
 */
export function PagedClassGrid({ list, label, empty }: PagedClassGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = list.status === 'ready' && list.hasMore;
  useInfiniteScroll(sentinel, list.loadMore, canLoadMore, list.items.length);
  const t = messages.paging;

  if (list.status === 'error') {
    return (
      <ErrorState
        title={messages.state.errorTitle}
        message={messages.state.errorMessage}
        onRetry={list.retry}
        retryLabel={messages.state.retry}
      />
    );
  }

  return (
    <div className={styles.grid}>
      <BookmarkableClassList
        items={list.items}
        loading={list.status === 'loading'}
        label={label}
        empty={empty}
        eagerCount={4}
        headingLevel={2}
      />
      {list.items.length > 0 && (
        <div className={styles.grid__footer}>
          <p className="visually-hidden" aria-live="polite">
            {t.loaded(formatNumber(list.items.length), formatNumber(list.total))}
          </p>
          {list.status === 'loadingMore' && (
            <div className={styles.grid__loading}>
              <Spinner size={24} label={t.loadingMore} />
            </div>
          )}
          {list.status === 'errorMore' && (
            <div className={styles.grid__more} role="alert">
              <p>{t.moreFailed}</p>
              <Button variant="secondary" size="sm" onClick={list.retry}>
                {messages.state.retry}
              </Button>
            </div>
          )}
          {canLoadMore && (
            // For keyboards and for browsers without IntersectionObserver; scrolling loads it anyway.
            <Button variant="ghost" size="sm" onClick={list.loadMore}>
              {t.loadMore}
            </Button>
          )}
          {list.status === 'ready' && !list.hasMore && list.items.length > 20 && (
            <p className={styles.grid__end}>{t.end}</p>
          )}
          <div ref={sentinel} className={styles.grid__sentinel} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}

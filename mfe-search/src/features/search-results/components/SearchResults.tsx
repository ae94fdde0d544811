import { useSearchParams } from 'react-router-dom';
import { EmptyState, formatNumber, useTrackClassInfo, useTrackFilterTypes } from '@baeum/shared';
import { PagedClassGrid } from '../../../components/PagedClassGrid';
import { PopularKeywordChips } from '../../../components/PopularKeywordChips';
import { SortSelect } from '../../../components/SortSelect';
import { messages } from '../../../messages';
import { cleanKeyword, readPage } from '../../../lib/paths';
import { trackedItems } from '../../../lib/pagedList';
import { readSearchOrder, SEARCH_ORDERS } from '../../../lib/sortOptions';
import type { SearchOrder } from '../../../lib/sortOptions';
import { usePageParam } from '../../../lib/usePageParam';
import { useSearchResults } from '../hooks/useSearchResults';
import styles from './SearchResults.module.scss';

const t = messages.results;

/** /search?keyword=&order=&page=: the classes found, with the total, the sort and paging. */
export function SearchResults() {
  const [params, setParams] = useSearchParams();
  const keyword = cleanKeyword(params.get('keyword') ?? '');
  const order = readSearchOrder(params.get('order'));
  const list = useSearchResults(keyword, order, readPage(params.get('page')));
  usePageParam(list.status === 'ready' ? list.pages : 0);
  // Spec section 3: the results and the sort go into the tracking record.
  useTrackClassInfo('search', keyword ? trackedItems(list) : []);
  useTrackFilterTypes([`sort:${order}`]);

  const changeOrder = (next: SearchOrder) => {
    const nextParams = new URLSearchParams({ keyword });
    if (next !== 'match_score') nextParams.set('order', next);
    setParams(nextParams);
  };

  if (!keyword) {
    return (
      <section className={styles.results} aria-labelledby="search-results-title">
        <h1 id="search-results-title" className="visually-hidden">
          {t.title}
        </h1>
        <EmptyState icon="search" title={t.noKeywordTitle} description={t.noKeywordDescription} />
        <PopularKeywordChips title={t.popularHeading} />
      </section>
    );
  }

  const showTotal = list.status !== 'loading' && list.status !== 'error';
  return (
    <section className={styles.results} aria-labelledby="search-results-title">
      <header className={styles.results__head}>
        <h1 id="search-results-title" className={styles.results__title}>
          {t.heading(keyword)}
        </h1>
        <div className={styles.results__toolbar}>
          <p className={styles.results__total} aria-live="polite">
            {showTotal && t.total(formatNumber(list.total))}
          </p>
          {!(list.status === 'ready' && list.total === 0) && (
            <SortSelect value={order} options={SEARCH_ORDERS} onChange={changeOrder} />
          )}
        </div>
      </header>
      <PagedClassGrid
        list={list}
        label={t.listLabel(keyword)}
        empty={
          <div className={styles.results__empty}>
            <EmptyState
              icon="search"
              title={t.emptyTitle(keyword)}
              description={t.emptyDescription}
            />
            <PopularKeywordChips title={t.popularHeading} />
          </div>
        }
      />
    </section>
  );
}

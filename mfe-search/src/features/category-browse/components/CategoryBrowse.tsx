import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  formatNumber,
  PageHead,
  Skeleton,
  useTrackClassInfo,
  useTrackFilterTypes,
} from '@baeum/shared';
import { PagedClassGrid } from '../../../components/PagedClassGrid';
import { SortSelect } from '../../../components/SortSelect';
import { messages } from '../../../messages';
import { categoryPath, readPage } from '../../../lib/paths';
import { trackedItems } from '../../../lib/pagedList';
import {
  CATEGORY_SORT_KEYS,
  DEFAULT_CATEGORY_SORT,
  readCategorySort,
} from '../../../lib/sortOptions';
import type { CategorySort } from '../../../lib/sortOptions';
import { useCategories, useSubCategories } from '../../../lib/useCategories';
import { usePageParam } from '../../../lib/usePageParam';
import { useCategoryClasses } from '../hooks/useCategoryClasses';
import { CategoryNav } from './CategoryNav';
import { SubCategoryNav } from './SubCategoryNav';
import styles from './CategoryBrowse.module.scss';

const t = messages.category;

/** /category?categoryId=&sub=&sort=&page=: browse a category, its sub-categories and sorts. */
export function CategoryBrowse() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const categoryId = params.get('categoryId');
  const subCategoryId = params.get('sub');
  const sort = readCategorySort(params.get('sort'));
  const categories = useCategories();
  const first = categories.data?.[0];

  // /category alone opens the first category.
  useEffect(() => {
    if (!categoryId && first) navigate(categoryPath(first.category), { replace: true });
  }, [categoryId, first, navigate]);

  const current = categories.data?.find((category) => String(category.category) === categoryId);
  const known = categoryId !== null && (categories.status !== 'success' || current !== undefined);
  const subCategories = useSubCategories(known ? categoryId : null);
  const list = useCategoryClasses(
    known ? categoryId : null,
    subCategoryId,
    sort,
    readPage(params.get('page')),
  );
  usePageParam(list.status === 'ready' ? list.pages : 0);
  // Spec section 3: the list, and the category, sub-category and sort as filter types.
  useTrackClassInfo('category', known ? trackedItems(list) : []);
  useTrackFilterTypes(
    [
      categoryId && `category:${categoryId}`,
      subCategoryId && `subCategory:${subCategoryId}`,
      `sort:${sort}`,
    ].filter((f): f is string => !!f),
  );

  const changeSort = (next: CategorySort) => {
    setParams((currentParams) => {
      const nextParams = new URLSearchParams(currentParams);
      nextParams.delete('page');
      if (next === DEFAULT_CATEGORY_SORT) nextParams.delete('sort');
      else nextParams.set('sort', next);
      return nextParams;
    });
  };

  if (categories.status === 'error') {
    return (
      <div className={styles.category}>
        <PageHead title={t.title} />
        <ErrorState
          title={messages.state.errorTitle}
          message={messages.state.errorMessage}
          onRetry={categories.reload}
          retryLabel={messages.state.retry}
        />
      </div>
    );
  }

  const subName = subCategories.data?.find(
    (sub) => String(sub.sub_category) === subCategoryId,
  )?.sub_category_name;
  const title = current
    ? subName
      ? `${current.category_name} · ${subName}`
      : current.category_name
    : '';

  return (
    <div className={styles.category}>
      <PageHead
        title={title || t.title}
        description={title ? messages.share.categoryDescription(title) : null}
        path={current ? categoryPath(current.category, subName ? subCategoryId : null) : null}
      />
      <CategoryNav categories={categories.data} currentId={categoryId} sort={sort} />
      {categories.status === 'success' && !current && categoryId !== null ? (
        <EmptyState icon="info" title={t.notFoundTitle} description={t.notFoundDescription} />
      ) : (
        <section className={styles.category__body} aria-labelledby="category-title">
          <header className={styles.category__head}>
            {current ? (
              <h1 id="category-title" className={styles.category__title}>
                {title}
              </h1>
            ) : (
              <Skeleton width={160} height={32} />
            )}
          </header>
          {/* While the categories load, the chips' row is held by their placeholder. */}
          {categoryId !== null && (current || categories.status === 'loading') && (
            <SubCategoryNav
              state={subCategories}
              categoryId={categoryId}
              currentId={subCategoryId}
              sort={sort}
            />
          )}
          <div className={styles.category__toolbar}>
            <p className={styles.category__total} aria-live="polite">
              {(list.status === 'ready' ||
                list.status === 'loadingMore' ||
                list.status === 'errorMore') &&
                t.total(formatNumber(list.total))}
            </p>
            <SortSelect value={sort} options={CATEGORY_SORT_KEYS} onChange={changeSort} />
          </div>
          <PagedClassGrid
            list={list}
            label={t.listLabel(title || t.title)}
            empty={
              <EmptyState icon="curriculum" title={t.emptyTitle} description={t.emptyDescription} />
            }
          />
        </section>
      )}
    </div>
  );
}

import { CategoryBrowse } from '../features/category-browse/components/CategoryBrowse';

/** `/category?categoryId=`: browse a category (its PageHead names the category). */
export function CategoryRoute() {
  return <CategoryBrowse />;
}

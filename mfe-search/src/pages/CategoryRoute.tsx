import { usePageTitle } from '@baeum/shared';
import { CategoryBrowse } from '../features/category-browse/components/CategoryBrowse';
import { messages } from '../messages';

/** `/category?categoryId=`: browse a category. */
export function CategoryRoute() {
  usePageTitle(messages.category.title);
  return <CategoryBrowse />;
}

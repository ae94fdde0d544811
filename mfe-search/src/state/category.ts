// The category area (spec section 3, "Category"): the category list with icons, each
// category's sub-categories, and the class pages of a category, sub-category and sort.
import { createPagedCacheAtom } from '../lib/pagedList';
import { createResourceCacheAtom } from '../lib/resource';

/** categoryList and subCategoryList by category id. */
export const categoryCacheAtom = createResourceCacheAtom();

/** classList pages by `category|sub|sort`. */
export const categoryClassCacheAtom = createPagedCacheAtom();

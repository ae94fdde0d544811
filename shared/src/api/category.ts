// Categories and the classes of a category (spec section 7).
import { apiGet } from './client';
import type { ClassCardData, Id } from './types';

export interface CategoryWire {
  category: number;
  category_name: string;
  icon: string;
}

export interface SubCategoryWire {
  sub_category: number;
  sub_category_name: string;
}

export interface CategoryClassQuery {
  category: Id;
  subCategory?: Id | null;
  /** The field sorted by, and the direction. */
  sortItem?: string;
  order?: 'asc' | 'desc' | string;
  skip?: number;
  limit?: number;
}

export interface CategoryClassPage {
  totalCount: number;
  classList: ClassCardData[];
}

/** Every top category with its icon (`GET category`). */
export async function fetchCategories(): Promise<CategoryWire[]> {
  const answer = await apiGet<{ categoryList?: CategoryWire[] }>('category');
  return answer.categoryList ?? [];
}

/** The sub-categories of one category (`GET category?category=ID`). */
export async function fetchSubCategories(category: Id): Promise<SubCategoryWire[]> {
  const answer = await apiGet<{ subCategoryList?: SubCategoryWire[] }>('category', { category });
  return answer.subCategoryList ?? [];
}

/** `GET category/class`: one page of a category's classes, with the total. */
export async function fetchCategoryClasses(query: CategoryClassQuery): Promise<CategoryClassPage> {
  const answer = await apiGet<{ total_count?: number; class_list?: ClassCardData[] }>(
    'category/class',
    {
      category: query.category,
      sub_category: query.subCategory ?? undefined,
      sort_item: query.sortItem,
      order: query.order,
      skip: query.skip ?? 0,
      limit: query.limit ?? 20,
    },
  );
  return { totalCount: Number(answer.total_count ?? 0), classList: answer.class_list ?? [] };
}

// The class form's choices (README "Data"): the categories and one category's sub-categories.
import { fetchCategories, fetchSubCategories, queryOptions } from '@baeum/shared';

export const categoryQueries = {
  all: () => queryOptions({ queryKey: ['categories'], queryFn: fetchCategories }),
  sub: (category: string) =>
    queryOptions({
      queryKey: ['categories', category],
      queryFn: () => fetchSubCategories(category),
      enabled: category !== '',
    }),
};

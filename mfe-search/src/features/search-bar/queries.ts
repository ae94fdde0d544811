// The search bar's server data (README "Data"): the autocomplete suggestions of a keyword.
import { fetchSuggestions, queryOptions } from '@baeum/shared';

/** Kept a minute; a failed fetch is not tried again (autocomplete is a convenience). */
export const suggestionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['mfe-search', 'suggest', keyword],
    queryFn: () => fetchSuggestions(keyword),
    staleTime: 60_000,
    retry: false,
  });

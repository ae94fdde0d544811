// Search (spec section 7): class search, recent keywords, suggestions and the keyword rank
// live on the recommendation server, reached through the `/api2/` prefix.
import { apiDelete, apiGet, apiPost } from './client';
import { seg } from './path';
import type { ClassCardData, Id } from './types';

/** Spec section 5: keyword search sorts by match_score unless told otherwise. */
export const DEFAULT_SEARCH_ORDER = 'match_score';

export interface SearchQuery {
  keyword: string;
  order?: string;
  /** Zero-based index of the first result, and one past the last. */
  start: number;
  end: number;
  /** Omitted when signed out. */
  userId?: Id | null;
}

export interface SearchAnswerWire {
  total_length: number;
  list: ClassCardData[];
}

export interface SearchResult {
  totalCount: number;
  classList: ClassCardData[];
}

export interface RecentKeyword {
  id: number;
  keyword: string;
  created_at?: string;
}

/** An autocomplete suggestion; `key` is the suggested keyword. */
export interface Suggestion {
  key: string;
}

export interface SearchRankEntry {
  rank: number;
  keyword: string;
}

export async function searchClasses({
  keyword,
  order = DEFAULT_SEARCH_ORDER,
  start,
  end,
  userId,
}: SearchQuery): Promise<SearchResult> {
  const path = userId === undefined || userId === null || userId === '' ? '' : `/${seg(userId)}`;
  const answer = await apiPost<SearchAnswerWire>(`/api2/api/v2/class/search${path}`, {
    keyword,
    order,
    start,
    end,
  });
  return { totalCount: Number(answer.total_length ?? 0), classList: answer.list ?? [] };
}

export async function fetchRecentKeywords(userId: Id): Promise<RecentKeyword[]> {
  const answer = await apiGet<RecentKeyword[] | { list: RecentKeyword[] }>(
    `/api2/api/v1/log/search/${seg(userId)}`,
  );
  return Array.isArray(answer) ? answer : (answer.list ?? []);
}

export function removeRecentKeyword(userId: Id, keywordId: Id): Promise<unknown> {
  return apiDelete(`/api2/api/v1/log/search/${seg(userId)}/${seg(keywordId)}`);
}

export function clearRecentKeywords(userId: Id): Promise<unknown> {
  return apiDelete(`/api2/api/v1/log/search/${seg(userId)}`);
}

export async function fetchSuggestions(keyword: string): Promise<Suggestion[]> {
  const answer = await apiPost<{ data_list?: Suggestion[] }>('/api2/api/v1/class/search_suggest', {
    keyword,
  });
  return answer.data_list ?? [];
}

export async function fetchSearchRank(): Promise<SearchRankEntry[]> {
  const answer = await apiGet<{ search_list?: SearchRankEntry[] }>('/api2/api/v1/search_rank');
  return answer.search_list ?? [];
}

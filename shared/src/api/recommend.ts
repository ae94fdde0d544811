// Recommendations from the recommendation server (`recom/…`). The signed-out variants omit
// the user id (spec section 6: personal ones only for a loaded user with an id).
import { apiGet } from './client';
import { seg } from './path';
import type { ClassCardData, Id } from './types';

export interface RecommendWire {
  recom_list: ClassCardData[];
  [field: string]: unknown;
}

/** Classes recommended for a keyword the user is likely to search. */
export interface KeywordRecommendWire extends RecommendWire {
  keyword: string;
  keyword_type: string;
}

function withUser(path: string, userId?: Id | null): string {
  return userId === undefined || userId === null || userId === '' ? path : `${path}/${seg(userId)}`;
}

function normalise<T extends RecommendWire>(answer: T): T {
  return { ...answer, recom_list: answer.recom_list ?? [] };
}

/** The home page's class recommendations (`recom/main[/{userId}]`). */
export async function fetchMainRecommendations(userId?: Id | null): Promise<RecommendWire> {
  return normalise(await apiGet<RecommendWire>(withUser('recom/main', userId)));
}

export async function fetchKeywordRecommendations(
  userId?: Id | null,
): Promise<KeywordRecommendWire> {
  return normalise(await apiGet<KeywordRecommendWire>(withUser('recom/keyword-base', userId)));
}

export async function fetchEventRecommendations(userId?: Id | null): Promise<RecommendWire> {
  return normalise(await apiGet<RecommendWire>(withUser('recom/event-base', userId)));
}

/** Personal recommendations of a signed-in user (`recom/{userId}`). */
export async function fetchUserRecommendations(userId: Id): Promise<RecommendWire> {
  return normalise(await apiGet<RecommendWire>(`recom/${seg(userId)}`));
}

/**
 * Classes of the same category to take next, after `classId`
 * (`recom/secondclass/{userId}/{classId}`; a visitor asks with user id 0).
 */
export async function fetchNextClassRecommendations(
  userId: Id | null,
  classId: Id,
): Promise<RecommendWire> {
  userId ??= 0;
  return normalise(await apiGet<RecommendWire>(`recom/secondclass/${seg(userId)}/${seg(classId)}`));
}

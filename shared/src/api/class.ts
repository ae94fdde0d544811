// Classes: the detail summary, recently viewed classes and bookmarks (the wishlist).
import { apiGet, apiPostForm } from './client';
import { seg } from './path';
import type { ClassCardData, Id, YN } from './types';

export interface CurriculumItem {
  curriculum_id?: number;
  title: string;
  [field: string]: unknown;
}

/** `GET class-summary?class_id=`: a class card's fields plus the detail. */
export interface ClassSummary extends ClassCardData {
  class_intro?: string;
  curriculum?: CurriculumItem[];
  [field: string]: unknown;
}

export type BookmarkMode = 'add' | 'remove';

export interface BookmarkPage {
  skip?: number;
  limit?: number;
}

export function fetchClassSummary(classId: Id): Promise<ClassSummary> {
  return apiGet<ClassSummary>('class-summary', { class_id: classId });
}

/** Recently viewed classes of a signed-in user. */
export async function fetchRecentClasses(userId: Id): Promise<ClassCardData[]> {
  return listOf(await apiGet<ClassCardData[] | { list?: ClassCardData[] }>(`log/view-class/${seg(userId)}`));
}

/** The user's bookmarked classes (the wishlist). */
export async function fetchBookmarks(userId: Id, { skip = 0, limit = 20 }: BookmarkPage = {}): Promise<ClassCardData[]> {
  return listOf(await apiGet<ClassCardData[] | { list?: ClassCardData[] }>(`log/wishlist-class/${seg(userId)}`, { skip, limit }));
}

/**
 * Adds or removes a bookmark (form mode add|remove). Spec section 4: after a toggle, mode
 * add means class_have_status Y, otherwise N — that is what it resolves with.
 */
export async function toggleBookmark(classId: Id, mode: BookmarkMode): Promise<YN> {
  await apiPostForm(`have/${seg(classId)}`, { mode });
  return mode === 'add' ? 'Y' : 'N';
}

function listOf<T>(answer: T[] | { list?: T[] }): T[] {
  return Array.isArray(answer) ? answer : (answer.list ?? []);
}

// Classes: the detail summary, recently viewed classes and bookmarks (the wishlist).
import { apiGet, apiPostForm } from './client';
import { seg } from './path';
import type { ClassCardData, Id, YN } from './types';

export interface CurriculumItem {
  curriculum_id: number;
  chapter: number;
  chapter_title: string;
  seq: number;
  title: string;
  duration_sec: number;
  /** 'm:ss'. */
  duration: string;
}

/** Score distribution and average of a class's reviews. */
export interface ReviewStatis {
  review_score: number;
  review_cnt: number;
  score_list: Array<{ score: number; cnt: number }>;
}

export interface ClassCoach {
  user_id: number;
  user_name: string;
  user_photo: string;
  profile_comment?: string;
  class_cnt?: number;
  follower_cnt?: number;
  /** 'Y' when the viewer follows the coach. */
  friend_yn?: YN;
}

/** `GET class-summary?class_id=`: a class card's fields plus the detail. */
export interface ClassSummary extends ClassCardData {
  summary?: string;
  description?: string;
  class_intro?: string;
  keywords?: string[];
  category_name?: string;
  sub_category_name?: string;
  /** Months of the monthly plan. */
  months?: number;
  view_cnt?: number;
  total_duration_sec?: number;
  curriculum: CurriculumItem[];
  coach?: ClassCoach;
  statis?: ReviewStatis;
}

export type BookmarkMode = 'add' | 'remove';

export interface BookmarkPage {
  skip?: number;
  limit?: number;
}

export function fetchClassSummary(classId: Id): Promise<ClassSummary> {
  return apiGet<ClassSummary>('class-summary', { class_id: classId });
}

/** Recently viewed classes of a signed-in user, the latest first. */
export async function fetchRecentClasses(
  userId: Id,
  { skip, limit }: BookmarkPage = {},
): Promise<ClassCardData[]> {
  return listOf(
    await apiGet<ClassCardData[] | { list?: ClassCardData[] }>(`log/view-class/${seg(userId)}`, {
      skip,
      limit,
    }),
  );
}

/** The user's bookmarked classes (the wishlist). */
export async function fetchBookmarks(
  userId: Id,
  { skip = 0, limit = 20 }: BookmarkPage = {},
): Promise<ClassCardData[]> {
  return listOf(
    await apiGet<ClassCardData[] | { list?: ClassCardData[] }>(
      `log/wishlist-class/${seg(userId)}`,
      { skip, limit },
    ),
  );
}

/**
 * Adds or removes a bookmark (form mode add|remove). Spec section 4: after a toggle, mode
 * add means class_have_status Y, otherwise N — that is what it resolves with.
 */
export async function toggleBookmark(classId: Id, mode: BookmarkMode): Promise<YN> {
  const answer = await apiPostForm<{ class_have_status?: YN } | null>(`have/${seg(classId)}`, {
    mode,
  });
  return answer?.class_have_status ?? (mode === 'add' ? 'Y' : 'N');
}

function listOf<T>(answer: T[] | { list?: T[] }): T[] {
  return Array.isArray(answer) ? answer : (answer.list ?? []);
}

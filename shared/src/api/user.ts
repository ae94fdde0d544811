// The signed-in user: the current-user fetch, the user info the product holds, my page's numbers.
import type { AppPushFlag } from '../validation/rules';
import { apiGet, apiPut } from './client';
import { isInvalidSession } from './error';
import type { ClassCardData, YN } from './types';

/** `GET /new/user/me`: the current user as the server sends it. */
export interface CurrentUserWire {
  user_id: number;
  user_info: {
    user_name: string;
    name?: string;
    nickname?: string | null;
    profile_comment?: string;
  };
  user_photo: string;
  email: string | null;
  phone: string | null;
  coach_yn: YN;
  /** The user's registered classes (the managed ones for a coach, the taken ones otherwise). */
  class_list: ClassCardData[] | null;
  /** Spec section 3, classList.registered and classList.management. */
  registered_class_list?: ClassCardData[];
  management_class_list?: ClassCardData[];
}

/** The user as the product holds it (spec section 3, "User info"). */
export interface UserInfo {
  isLoaded: boolean;
  id: number | null;
  name: string;
  photo: string;
  email: string;
  phone: string;
  isCoach: boolean;
  /** True when the user has registered classes but no email. */
  isShowRequirementModal: boolean;
}

/** Before the startup sequence has finished. */
export const unloadedUser: UserInfo = Object.freeze({
  isLoaded: false,
  id: null,
  name: '',
  photo: '',
  email: '',
  phone: '',
  isCoach: false,
  isShowRequirementModal: false,
});

/** Loaded, nobody signed in (also what a failed startup token lookup leaves). */
export const anonymousUser: UserInfo = Object.freeze({ ...unloadedUser, isLoaded: true });

/** Spec section 3: user info built from user_id, user_info.user_name, user_photo, … */
export function toUserInfo(me: CurrentUserWire): UserInfo {
  const email = me.email ?? '';
  return {
    isLoaded: true,
    id: me.user_id,
    name: me.user_info?.user_name ?? '',
    photo: me.user_photo ?? '',
    email,
    phone: me.phone ?? '',
    isCoach: me.coach_yn === 'Y',
    isShowRequirementModal: (me.class_list?.length ?? 0) > 0 && !email,
  };
}

/** Rejects with ApiError 470 when the session is invalid (spec section 8). */
export function fetchCurrentUser(): Promise<CurrentUserWire> {
  return apiGet<CurrentUserWire>('/new/user/me');
}

export interface LevelInfo {
  level: number;
  level_name: string;
  earned_point?: number;
  next_level?: number | null;
  next_level_name?: string | null;
  next_level_point?: number;
  /** Percent of the way to the next level. */
  progress?: number;
}

/** `GET /new/user/data`: my page's numbers. */
export interface UserDataWire {
  user_id: number;
  user_name?: string;
  user_photo?: string;
  profile_comment?: string;
  coach_yn?: YN;
  point?: number;
  level_info?: LevelInfo;
  follow_cnt?: number;
  follower_cnt?: number;
  review_cnt?: number;
  bookmark_cnt?: number;
  comment_cnt?: number;
  /** Spec section 3, classList.registered and classList.management. */
  registered?: ClassCardData[];
  management?: ClassCardData[];
}

export type UserDataResult =
  { status: 'ok'; data: UserDataWire } | { status: 'invalid-session' } | { status: 'failed' };

/** Spec section 8: for the user-data call, 470 goes back to the caller; other errors are only logged. */
export async function fetchUserData(): Promise<UserDataResult> {
  try {
    return { status: 'ok', data: await apiGet<UserDataWire>('/new/user/data') };
  } catch (error) {
    if (isInvalidSession(error)) return { status: 'invalid-session' };
    console.error('user data', error);
    return { status: 'failed' };
  }
}

/** `GET profile_app`: level, points and counts of the signed-in user. */
export interface UserSubInfoWire {
  user_id: number;
  level_info: LevelInfo;
  point?: number;
  total_point?: number;
  month_expire_point?: number;
  review_point?: number;
  bookmark_cnt?: number;
  review_cnt?: number;
  class_cnt?: number;
  coupon_cnt?: number;
  follow_cnt?: number;
  follower_cnt?: number;
}

export function fetchUserSubInfo(): Promise<UserSubInfoWire> {
  return apiGet<UserSubInfoWire>('profile_app');
}

/**
 * `GET push_settings`: the member's app-push flags (spec §3). The spec names no call that keeps
 * them; the reference API stores them per member (docs/api-paths.md).
 */
export type PushSettingsWire = Record<AppPushFlag, boolean> & {
  user_id: number;
  updated_at: string | null;
};

export function fetchPushSettings(): Promise<PushSettingsWire> {
  return apiGet<PushSettingsWire>('push_settings');
}

/** `PUT push_settings` with only the flags that change; answers every flag as stored. */
export function updatePushSettings(
  changes: Partial<Record<AppPushFlag, boolean>>,
): Promise<PushSettingsWire> {
  return apiPut<PushSettingsWire>('push_settings', changes);
}

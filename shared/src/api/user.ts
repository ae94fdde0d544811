// The signed-in user, profiles, points, follow and block (spec sections 3 and 7).
import { apiGet, apiPost, apiPostForm, apiPostMultipart, apiPut } from './client';
import { isInvalidSession } from './error';
import { seg } from './path';
import type { ClassCardData, Id, Paged, UserSummary, YN } from './types';

/** `GET /new/user/me`: the current user as the server sends it. */
export interface CurrentUserWire {
  user_id: number;
  user_info: { user_name: string };
  user_photo: string;
  email: string | null;
  phone: string | null;
  coach_yn: YN;
  /** The user's registered classes (managed classes for a coach). */
  class_list: ClassCardData[] | null;
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

export async function fetchUserInfo(): Promise<UserInfo> {
  return toUserInfo(await fetchCurrentUser());
}

export interface UserDataWire {
  user_id: number;
  profile_comment?: string;
  point?: number;
  level_info?: LevelInfo;
  [field: string]: unknown;
}

export type UserDataResult =
  | { status: 'ok'; data: UserDataWire }
  | { status: 'invalid-session' }
  | { status: 'failed' };

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

export interface LevelInfo {
  level?: number;
  level_name?: string;
  [field: string]: unknown;
}

export interface FeedCommentWire {
  comment_id: number;
  content: string;
  created_at: string;
  [field: string]: unknown;
}

/** `GET interested/profile/{userId}/{page}`: someone's profile with their posts. */
export interface ProfileWire extends Partial<Paged<FeedCommentWire>> {
  user_id: number;
  user_name: string;
  user_photo: string;
  profile_comment?: string;
  coach_yn?: YN;
  /** 'Y' when the viewer follows this user. */
  friend_yn: YN;
  /** 'Y' when the viewer blocked this user. */
  block_flag: YN;
  comment_list: FeedCommentWire[];
  [field: string]: unknown;
}

export function fetchProfile(userId: Id, page = 1): Promise<ProfileWire> {
  return apiGet<ProfileWire>(`interested/profile/${seg(userId)}/${seg(page)}`);
}

/** `GET profile_edit`: what the edit screen starts from. */
export interface EditProfileWire {
  userInfo: {
    user_name?: string;
    nickname?: string;
    profile_comment?: string;
    photo: Array<{ photo_url: string }>;
    [field: string]: unknown;
  };
  [field: string]: unknown;
}

export function fetchEditProfile(): Promise<EditProfileWire> {
  return apiGet<EditProfileWire>('profile_edit');
}

export interface ProfileUpdate {
  nickname: string;
  photo?: string;
  profile_comment?: string;
}

/**
 * `PUT /new/v2/api/user?user_id&community_id=0`. Spec section 5: the profile is sent only
 * when a nickname is given; resolves false when nothing was sent.
 */
export async function updateProfile(userId: Id, update: ProfileUpdate): Promise<boolean> {
  if (!update.nickname?.trim()) return false;
  await apiPut('/new/v2/api/user', { nickname: update.nickname, photo: update.photo ?? '', profile_comment: update.profile_comment ?? '' }, {
    user_id: userId,
    community_id: 0,
  });
  return true;
}

/** Coach application / contact data: `kakako_id` is spelt so on the wire. */
export interface ContactUpdate {
  phone?: string;
  kakako_id?: string;
  living_abroad?: YN | boolean;
}

/**
 * `POST coach/{userId}`. Spec section 5: sent only with a user id and either a phone number
 * or a kakao id; resolves false when nothing was sent.
 */
export async function updateContact(userId: Id | null | undefined, contact: ContactUpdate): Promise<boolean> {
  if (userId === null || userId === undefined || userId === '') return false;
  if (!contact.phone && !contact.kakako_id) return false;
  const living = contact.living_abroad;
  await apiPost(`coach/${seg(userId)}`, {
    phone: contact.phone ?? '',
    kakako_id: contact.kakako_id ?? '',
    living_abroad: typeof living === 'boolean' ? (living ? 'Y' : 'N') : (living ?? 'N'),
  });
  return true;
}

/** `POST user` with the email. Spec section 5: does nothing without an email. */
export async function updateEmail(email: string | null | undefined): Promise<boolean> {
  if (!email?.trim()) return false;
  await apiPost('user', { email: email.trim() });
  return true;
}

/** `POST photo` multipart, field `photo`. */
export function uploadPhoto(photo: Blob, fileName = 'photo.jpg'): Promise<{ photo_url: string }> {
  const form = new FormData();
  form.append('photo', photo, fileName);
  return apiPostMultipart<{ photo_url: string }>('photo', form);
}

/** `GET profile_app`: level and other sub information of the signed-in user. */
export interface UserSubInfoWire {
  level_info: LevelInfo;
  [field: string]: unknown;
}

export function fetchUserSubInfo(): Promise<UserSubInfoWire> {
  return apiGet<UserSubInfoWire>('profile_app');
}

export interface PointEntryWire {
  point: number;
  title?: string;
  created_at: string;
  [field: string]: unknown;
}

export interface PointPageWire extends Paged<PointEntryWire> {
  total_point: number;
  month_expire_point: number;
}

/** Coin points, one page at a time. */
export function fetchPoints(page = 1): Promise<PointPageWire> {
  return apiGet<PointPageWire>(`coin_point/${seg(page)}`);
}

/** Spec section 9: follower, following and blocked lists page by 20 from page 1. */
export const MEMBER_PAGE_SIZE = 20;

export interface MemberPage {
  page?: number;
  limit_no?: number;
}

export type MemberListWire = UserSummary[] | (Partial<Paged<UserSummary>> & { list: UserSummary[] });

function memberQuery({ page = 1, limit_no = MEMBER_PAGE_SIZE }: MemberPage) {
  return { page, limit_no };
}

function membersOf(answer: MemberListWire): UserSummary[] {
  return Array.isArray(answer) ? answer : (answer.list ?? []);
}

export async function fetchFollowing(userId: Id, paging: MemberPage = {}): Promise<UserSummary[]> {
  return membersOf(await apiGet<MemberListWire>(`following/${seg(userId)}`, memberQuery(paging)));
}

export async function fetchFollowers(userId: Id, paging: MemberPage = {}): Promise<UserSummary[]> {
  return membersOf(await apiGet<MemberListWire>(`follower/${seg(userId)}`, memberQuery(paging)));
}

/** The signed-in user's block list (`GET poor`). */
export async function fetchBlockedUsers(paging: MemberPage = {}): Promise<UserSummary[]> {
  return membersOf(await apiGet<MemberListWire>('poor', memberQuery(paging)));
}

/** Spec section 4: friend relation, add by posting. */
export function follow(userId: Id): Promise<unknown> {
  return apiPostForm(`friend/${seg(userId)}`);
}

/** Spec section 4: friend relation, remove with mode delete. */
export function unfollow(userId: Id): Promise<unknown> {
  return apiPostForm(`friend/${seg(userId)}`, { mode: 'delete' });
}

export function block(userId: Id): Promise<unknown> {
  return apiPostForm(`poorUser/${seg(userId)}`);
}

export function unblock(userId: Id): Promise<unknown> {
  return apiPostForm(`poorUser/${seg(userId)}`, { mode: 'delete' });
}

/** The user's company (business server: compulsory enrolment). */
export interface CompanyWire {
  company?: { company_id?: number; company_name?: string } | null;
  enrolled?: ClassCardData[];
  [field: string]: unknown;
}

export function fetchCompany(userId: Id): Promise<CompanyWire> {
  return apiGet<CompanyWire>('/biz/users/biz/user/compulsory', { userId });
}

/** `GET users/check` on the business server. */
export function checkBizUser(userId: Id): Promise<unknown> {
  return apiGet('/biz/users/check', { userId });
}

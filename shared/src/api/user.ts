// The signed-in user, profiles, points, follow and block (spec sections 3 and 7).
import { apiGet, apiPost, apiPostForm, apiPostMultipart, apiPut } from './client';
import { isInvalidSession } from './error';
import type { FeedItemWire } from './feed';
import { seg } from './path';
import type { ClassCardData, Id, Paged, YN } from './types';

/** `GET /new/user/me`: the current user as the server sends it. */
export interface CurrentUserWire {
  user_id: number;
  user_info: { user_name: string; name?: string; nickname?: string | null; profile_comment?: string };
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

export async function fetchUserInfo(): Promise<UserInfo> {
  return toUserInfo(await fetchCurrentUser());
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

/** `GET interested/profile/{userId}/{page}`: someone's profile with a page of their posts. */
export interface ProfileWire extends Partial<Paged<FeedItemWire>> {
  user_id: number;
  user_name: string;
  user_photo: string;
  profile_comment?: string;
  coach_yn?: YN;
  gender?: string;
  follow_cnt?: number;
  follower_cnt?: number;
  /** 'Y' when the viewer follows this user. */
  friend_yn: YN;
  /** 'Y' when the viewer blocked this user. */
  block_flag: YN;
  is_me?: YN;
  level_info?: LevelInfo;
  review_cnt?: number;
  /** A coach's open classes. */
  class_list?: ClassCardData[];
  /** This page of the user's posts. */
  comment_list: FeedItemWire[];
  total_count?: number;
}

export function fetchProfile(userId: Id, page = 1): Promise<ProfileWire> {
  return apiGet<ProfileWire>(`interested/profile/${seg(userId)}/${seg(page)}`);
}

/** `GET profile_edit`: what the edit screen starts from (spec: editProfile.userInfo.photo[].photo_url). */
export interface EditProfileWire {
  userInfo: {
    user_id: number;
    name: string;
    user_name: string;
    nickname: string;
    profile_comment: string;
    email: string;
    phone: string;
    photo: Array<{ photo_url: string; is_default?: YN }>;
  };
}

export function fetchEditProfile(): Promise<EditProfileWire> {
  return apiGet<EditProfileWire>('profile_edit');
}

/** Spec section 3, "Profile update payload". */
export interface ProfileUpdate {
  nickname: string;
  /** An uploaded photo's URL; '' keeps the current photo, 'default' goes back to the default. */
  photo?: string;
  profile_comment?: string;
}

/**
 * `PUT /new/v2/api/user?user_id&community_id=0`. Spec section 5: the profile is sent only
 * when a nickname is given; resolves false when nothing was sent.
 */
export async function updateProfile(userId: Id, update: ProfileUpdate): Promise<boolean> {
  if (!update.nickname?.trim()) return false;
  await apiPut(
    '/new/v2/api/user',
    { nickname: update.nickname.trim(), photo: update.photo ?? '', profile_comment: update.profile_comment ?? '' },
    { user_id: userId, community_id: 0 },
  );
  return true;
}

/** Spec section 3, "Coach application": `kakako_id` is spelt so on the wire. */
export interface ContactUpdate {
  phone?: string;
  kakako_id?: string;
  living_abroad?: YN | boolean;
}

/**
 * The coach application (`POST coach/{userId}`). Spec section 5: contact data is sent only
 * with a user id and either a phone number or a kakao id; resolves false when nothing was sent.
 */
export async function updateContact(userId: Id | null | undefined, contact: ContactUpdate): Promise<boolean> {
  if (userId === null || userId === undefined || userId === '') return false;
  if (!contact.phone?.trim() && !contact.kakako_id?.trim()) return false;
  const living = contact.living_abroad;
  await apiPost(`coach/${seg(userId)}`, {
    phone: contact.phone?.trim() ?? '',
    kakako_id: contact.kakako_id?.trim() ?? '',
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

export interface UploadedPhoto {
  photo_url: string;
  mime?: string;
  size?: number;
}

/** `POST photo` multipart, field `photo` (JPEG, PNG, GIF or WebP). */
export function uploadPhoto(photo: Blob, fileName = 'photo.jpg'): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append('photo', photo, fileName);
  return apiPostMultipart<UploadedPhoto>('photo', form);
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

export interface PointEntryWire {
  id: number;
  /** Positive when earned, negative when spent or expired. */
  point: number;
  kind: string;
  title: string;
  created_at: string;
  expire_at: string | null;
}

/** Spec section 3, "Review: point" and "point.list". */
export interface PointPageWire extends Paged<PointEntryWire> {
  total_count?: number;
  total_point: number;
  month_expire_point: number;
  review_point?: number;
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

/** A user in the follow, follower and block lists. */
export interface MemberWire {
  user_id: number;
  user_name: string;
  user_photo: string;
  profile_comment?: string;
  coach_yn?: YN;
  follower_cnt?: number;
  /** 'Y' when the viewer follows them. */
  friend_yn?: YN;
  /** 'Y' in the block list. */
  block_flag?: YN;
  created_at?: string;
}

export interface MemberPageWire extends Paged<MemberWire> {
  total_count?: number;
}

function memberQuery({ page = 1, limit_no = MEMBER_PAGE_SIZE }: MemberPage) {
  return { page, limit_no };
}

/** Whom `userId` follows (spec: member.follow). */
export function fetchFollowing(userId: Id, paging: MemberPage = {}): Promise<MemberPageWire> {
  return apiGet<MemberPageWire>(`following/${seg(userId)}`, memberQuery(paging));
}

/** Who follows `userId` (spec: member.follower). */
export function fetchFollowers(userId: Id, paging: MemberPage = {}): Promise<MemberPageWire> {
  return apiGet<MemberPageWire>(`follower/${seg(userId)}`, memberQuery(paging));
}

/** The signed-in user's block list (`GET poor`; spec: member.blocked). */
export function fetchBlockedUsers(paging: MemberPage = {}): Promise<MemberPageWire> {
  return apiGet<MemberPageWire>('poor', memberQuery(paging));
}

export interface FollowAnswer {
  user_id: number;
  friend_yn: YN;
  /** Their follower count after the change. */
  follower_cnt?: number;
}

export interface BlockAnswer {
  user_id: number;
  block_flag: YN;
}

/** Spec section 4: friend relation, add by posting. */
export function follow(userId: Id): Promise<FollowAnswer> {
  return apiPostForm<FollowAnswer>(`friend/${seg(userId)}`);
}

/** Spec section 4: friend relation, remove with mode delete. */
export function unfollow(userId: Id): Promise<FollowAnswer> {
  return apiPostForm<FollowAnswer>(`friend/${seg(userId)}`, { mode: 'delete' });
}

/** Spec section 4: block, add. (Blocking also ends the follow both ways.) */
export function block(userId: Id): Promise<BlockAnswer> {
  return apiPostForm<BlockAnswer>(`poorUser/${seg(userId)}`);
}

/** Spec section 4: block, remove with mode delete. */
export function unblock(userId: Id): Promise<BlockAnswer> {
  return apiPostForm<BlockAnswer>(`poorUser/${seg(userId)}`, { mode: 'delete' });
}

/** The user's company and its compulsory classes (spec: company, compulsory.enrolled). */
export interface CompanyWire {
  user_id: number;
  company: { company_id: number; company_name: string } | null;
  compulsory: ClassCardData[];
  /** The compulsory classes the user is enrolled in. */
  enrolled: ClassCardData[];
}

export function fetchCompany(userId: Id): Promise<CompanyWire> {
  return apiGet<CompanyWire>('/biz/users/biz/user/compulsory', { userId });
}

export interface BizUserCheck {
  user_id: number;
  exists: YN;
  biz_yn: YN;
  company_name: string;
}

/** `GET users/check` on the business server. */
export function checkBizUser(userId: Id): Promise<BizUserCheck> {
  return apiGet<BizUserCheck>('/biz/users/check', { userId });
}

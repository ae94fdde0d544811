// Profiles: someone's profile page, the edit screen's data, profile, contact and email updates, photos.
import { apiGet, apiPost, apiPostMultipart, apiPut } from './client';
import type { FeedItemWire } from './feed';
import type { LevelInfo } from './user';
import { seg } from './path';
import type { ClassCardData, Id, Paged, YN } from './types';

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
    {
      nickname: update.nickname.trim(),
      photo: update.photo ?? '',
      profile_comment: update.profile_comment ?? '',
    },
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
export async function updateContact(
  userId: Id | null | undefined,
  contact: ContactUpdate,
): Promise<boolean> {
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

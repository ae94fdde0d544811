// Wire types shared by several endpoint files. Field names are the spec's (section 3), as
// they travel; the unions say what the values mean.

/** An id as the caller may hold it (route params are strings, answers carry numbers). */
export type Id = number | string;

/** The server's yes/no flags (class_have_status, friend_yn, block_flag, read_status, …). */
export type YN = 'Y' | 'N';

/** A page of a list as the server pages it. */
export interface Paged<T> {
  list: T[];
  page: number;
  total_page: number;
}

/** Class card data (spec section 3). Some servers name a field one way, some the other. */
export interface ClassCardData {
  class_id: number;
  class_name: string;
  class_photo: string;
  /** The small banner image of the banner variant. */
  image_small?: string;
  link?: string;
  open_flag?: YN | string;
  coach_id: number;
  coach_name: string;
  coach_photo: string;
  /** Number of lectures (the card's "N강" suffix). */
  curriculum_cnt: number;
  /** Discount percent (payment_info_data1 on some answers, price_sale on others). */
  payment_info_data1?: number | string;
  price_sale?: number | string;
  payment_info_data4?: number | string;
  /** Monthly price (payment on some answers, payment_price on others). */
  payment?: number | string;
  payment_price?: number | string;
  /** Rating (review_score on some answers, class_star_avg on others). */
  review_score?: number | string;
  class_star_avg?: number | string;
  signup_cnt: number;
  /** 'Y' when bookmarked; anything else, or nothing, means not bookmarked. */
  class_have_status?: YN | '' | null;
  community_yn?: YN;
  community_id?: number;
  /** 'Y' when the user is enrolled (paid). */
  pay_yn?: YN;
  /** The viewer's class progress (%) in a class they take, from the classroom; else null. */
  progress?: number | null;
  /** Monthly price before the discount. */
  original_price?: number;
  review_cnt?: number;
  have_cnt?: number;
  category?: number;
  sub_category?: number;
  level?: string;
  created_at?: string;
}

/** Spec section 4: 'Y' means bookmarked; any other or empty value means not. */
export function isBookmarked(status: string | null | undefined): boolean {
  return status === 'Y';
}

/** A user as lists show one (followers, blocked users, feed authors). */
export interface UserSummary {
  user_id: number;
  user_name: string;
  user_photo: string;
  coach_yn?: YN;
  friend_yn?: YN;
  block_flag?: YN;
}

import type { ClassCardData } from '../../api/types';
import { isBookmarked } from '../../api/types';
import { toWholeNumber } from '../../utils/price';
import { roundUpRating } from '../../utils/rating';

/** What a class card shows, read from the wire fields of spec §3 (some answers name them differently). */
export interface ClassCardView {
  id: number;
  name: string;
  photo: string;
  bannerImage: string;
  coachName: string;
  coachPhoto: string;
  lectureCount: number;
  discountPercent: number;
  monthlyPrice: number | null;
  rating: number;
  signupCount: number;
  bookmarked: boolean;
}

const first = (...values: Array<number | string | null | undefined>) =>
  values.find((v) => v !== undefined && v !== null && v !== '');

export function toClassCardView(item: ClassCardData): ClassCardView {
  return {
    id: item.class_id,
    name: item.class_name ?? '',
    photo: item.class_photo ?? '',
    bannerImage: item.image_small || item.class_photo || '',
    coachName: item.coach_name ?? '',
    coachPhoto: item.coach_photo ?? '',
    lectureCount: toWholeNumber(item.curriculum_cnt) ?? 0,
    discountPercent: Math.max(
      0,
      toWholeNumber(first(item.payment_info_data1, item.price_sale)) ?? 0,
    ),
    monthlyPrice: toWholeNumber(first(item.payment, item.payment_price)),
    rating: roundUpRating(first(item.review_score, item.class_star_avg)),
    signupCount: toWholeNumber(item.signup_cnt) ?? 0,
    bookmarked: isBookmarked(item.class_have_status),
  };
}

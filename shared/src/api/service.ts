// Service: home banners and service info, notices, coupons, the product key, discounts and
// a coach store's customer registration.
import { apiGet, apiPost, apiPostForm } from './client';
import type { FormFields } from './client';
import { seg } from './path';
import type { ClassCardData, Id, Paged, YN } from './types';

export interface BannerWire {
  banner_id: number;
  title: string;
  subtitle?: string;
  image: string;
  link: string;
  bgcolor?: string;
}

/** Spec section 3, "Main: serviceInfo": the service's figures, customer service, share defaults. */
export interface ServiceInfoWire {
  service_name: string;
  class_cnt: number;
  coach_cnt: number;
  user_cnt: number;
  review_cnt: number;
  review_score: number;
  cs_phone: string;
  cs_hours: string;
  cs_email: string;
  company_name: string;
  share_title: string;
  share_image: string;
  /** The footer's legal links (a site path or an http(s) address) and business details. */
  terms_url?: string;
  privacy_url?: string;
  business_info?: string;
}

export interface EventWire {
  event_id: number;
  title: string;
  description: string;
  banner_image: string;
  bgcolor: string;
  starts_at: string;
  ends_at: string;
  /** A curated plan of classes, or this month's picks by category. */
  kind?: 'plan' | 'month';
  state?: 'ongoing' | 'upcoming' | 'ended';
}

/** Spec section 2's Event state: a plan {info, list}, and for a monthly event {categoryList, classList}. */
export interface EventPageWire {
  info: EventWire;
  list: ClassCardData[];
  month?: {
    /** YYYY-MM in Korean time. */
    month: string;
    category_list: Array<{ category: number; category_name: string; count: number }>;
    class_list: ClassCardData[];
  };
}

/** One event's page (`event/{id}`): 404 when there is no such event. */
export function fetchEvent(eventId: Id): Promise<EventPageWire> {
  return apiGet<EventPageWire>(`event/${seg(eventId)}`);
}

export interface AppMainWire {
  banner_list: BannerWire[];
  service_info: ServiceInfoWire;
  /** The app variant only. */
  event_list?: EventWire[];
  category_list?: Array<{ category: number; category_name: string; icon: string }>;
}

/** Service info and banners of the web (`pilot/appMainWeb`). */
export function fetchServiceInfo(): Promise<AppMainWire> {
  return apiGet<AppMainWire>('pilot/appMainWeb');
}

/** The app's variant of the same, with events and categories (`pilot/appMain`). */
export function fetchAppMain(): Promise<AppMainWire> {
  return apiGet<AppMainWire>('pilot/appMain');
}

export interface NoticeWire {
  notice_id: number;
  id: number;
  title: string;
  content: string;
  /** Pinned notices come first. */
  pinned: YN;
  created_at: string;
}

export interface NoticePageWire extends Paged<NoticeWire> {
  total_count?: number;
}

/** Spec section 3, "Service: noticeList". */
export function fetchNotices(page = 1): Promise<NoticePageWire> {
  return apiGet<NoticePageWire>('notice', { page });
}

/** Spec section 3, "Service: coupon" (`montn_expiration_point` is spelt so on the wire). */
export interface CouponWire {
  code_flag: string;
  coupon_code?: string;
  title?: string;
  /** Points the coupon gave. */
  point: number;
  total_point: number;
  montn_expiration_point: number;
}

/** Uses a coupon number (`service_code_use/{couponNumber}`). */
export function redeemCoupon(couponNumber: string): Promise<CouponWire> {
  return apiPost<CouponWire>(`service_code_use/${seg(couponNumber.trim())}`);
}

export interface ProductKeyWire {
  product_key: string;
  ios_product_key?: string;
  android_product_key?: string;
  /** In-app product keys per monthly price. */
  list?: Array<{
    price: number;
    product_key: string;
    ios_product_key?: string;
    android_product_key?: string;
  }>;
}

/** The in-app purchase product keys (`GET product_key`). */
export function fetchProductKey(): Promise<ProductKeyWire> {
  return apiGet<ProductKeyWire>('product_key');
}

export interface DiscountRequest {
  class_id: Id;
  coupon_code?: string;
  /** A discount code of the business server, taken off the plan total (422 when unusable). */
  discount_code?: string;
}

export interface DiscountWire {
  class_id: number;
  class_name: string;
  price: number;
  discount: number;
  price_sale: number;
  /** Monthly price after the discount. */
  payment: number;
  months: number;
  total_price: number;
  discount_amount: number;
  final_price: number;
  discount_code?: string | null;
  code_discount?: number;
}

/** The price of a class after its discount (`POST /biz/discount`). */
export function requestDiscount(request: DiscountRequest): Promise<DiscountWire> {
  return apiPost<DiscountWire>('/biz/discount', request);
}

export interface StoreCustomer {
  trainer_id?: Id;
  name?: string;
  customer_name?: string;
  phone?: string;
  [field: string]: FormFields[string];
}

/** Registers a customer with a coach's store (`POST trainer/customer/storeRegister`, form). */
export function registerStoreCustomer(
  customer: StoreCustomer,
): Promise<{ store_register_id: number; status: string }> {
  return apiPostForm('trainer/customer/storeRegister', customer);
}

// Service: home banners and service info, notices, coupons, the product key, discounts.
import { apiGet, apiPost, apiPostForm } from './client';
import { seg } from './path';
import type { Paged } from './types';

export interface BannerWire {
  banner_id?: number;
  image: string;
  link: string;
  title?: string;
  [field: string]: unknown;
}

export interface AppMainWire {
  banner_list: BannerWire[];
  service_info: Record<string, unknown>;
  [field: string]: unknown;
}

/** Service info and banners of the web (`pilot/appMainWeb`). */
export function fetchServiceInfo(): Promise<AppMainWire> {
  return apiGet<AppMainWire>('pilot/appMainWeb');
}

/** The app's variant of the same (`pilot/appMain`). */
export function fetchAppMain(): Promise<AppMainWire> {
  return apiGet<AppMainWire>('pilot/appMain');
}

export interface NoticeWire {
  notice_id: number;
  title: string;
  content: string;
  created_at: string;
  [field: string]: unknown;
}

export function fetchNotices(page = 1): Promise<Paged<NoticeWire>> {
  return apiGet<Paged<NoticeWire>>('notice', { page });
}

/** The coupon answer (spec section 3; `montn_expiration_point` is spelt so on the wire). */
export interface CouponWire {
  code_flag: string;
  total_point: number;
  montn_expiration_point: number;
  point: number;
}

/** Uses a coupon number (`service_code_use/{couponNumber}`). */
export function redeemCoupon(couponNumber: string): Promise<CouponWire> {
  return apiPost<CouponWire>(`service_code_use/${seg(couponNumber.trim())}`);
}

/** The product key of this client (`GET product_key`). */
export function fetchProductKey(): Promise<{ product_key: string }> {
  return apiGet<{ product_key: string }>('product_key');
}

export interface DiscountRequest {
  class_id: number | string;
  coupon_code?: string;
  [field: string]: string | number | boolean | null | undefined;
}

/** Asks the business server for the price after a discount (`POST /biz/discount`). */
export function requestDiscount(request: DiscountRequest): Promise<unknown> {
  return apiPost('/biz/discount', request);
}

/** Registers a customer with a coach's store (`POST trainer/customer/storeRegister`, form). */
export function registerStoreCustomer(fields: Record<string, string | number | undefined>): Promise<unknown> {
  return apiPostForm('trainer/customer/storeRegister', fields);
}

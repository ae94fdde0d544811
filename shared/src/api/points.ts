// Coin points (spec section 3, "point.list").
import { apiGet } from './client';
import { seg } from './path';
import type { Paged } from './types';

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

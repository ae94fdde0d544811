import { redeemCoupon, toApiError, useMutation, useQueryClient } from '@baeum/shared';
import type { CouponWire } from '@baeum/shared';
import { refreshCounts } from '../../../lib/queries';
import { pointsQuery } from '../queries';
import { messages } from '../../../messages';
import type { PointPages } from './usePoints';

const t = messages.coupon;

/** What the server accepts (`service_code_use`): letters, digits and hyphens, 4 to 30. */
const COUPON_SHAPE = /^[A-Za-z0-9-]{4,30}$/;

/** The reason a code is refused before it is sent, or null when it may be sent. */
export function checkCouponCode(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed) return t.empty;
  return COUPON_SHAPE.test(trimmed) ? null : t.malformed;
}

/** A 200 answer whose code_flag is not Y. */
class CouponRefused extends Error {}

/** The words for a refused code: unknown (404), used or sold out (409), expired (410). */
export function couponFailureMessage(error: unknown): string {
  if (error instanceof CouponRefused) return t.unknown;
  const e = toApiError(error);
  switch (e.code ?? e.status) {
    case 400:
      return t.malformed;
    case 404:
      return t.unknown;
    case 409:
      return t.used;
    case 410:
      return t.expired;
    default:
      return t.failed;
  }
}

/**
 * Uses a coupon. On success the point total on screen takes the server's new total at once,
 * then the history and the counts of /my are fetched again.
 */
export function useRedeemCoupon(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<CouponWire> => {
      const answer = await redeemCoupon(code);
      // Spec §3's coupon.code_flag: anything but Y is a refusal even in a 200 answer.
      if (answer.code_flag && answer.code_flag !== 'Y') throw new CouponRefused(t.unknown);
      return answer;
    },
    onSuccess: (answer) => {
      qc.setQueryData<PointPages>(
        pointsQuery(userId).queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page, index) =>
              index === 0
                ? {
                    ...page,
                    total_point: answer.total_point ?? page.total_point,
                    month_expire_point: answer.montn_expiration_point ?? page.month_expire_point,
                  }
                : page,
            ),
          },
      );
      void qc.invalidateQueries({ queryKey: pointsQuery(userId).queryKey });
      refreshCounts(qc, userId);
    },
  });
}

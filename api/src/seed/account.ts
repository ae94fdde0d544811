// Seeded account data: coin points (notifications: notifications.ts).
import type { Gen, Rec } from './types.ts';
import { DAY, HOUR, MIN } from './types.ts';

export function endOfMonthKst(now: number): number {
  const kst = new Date(now + 9 * HOUR);
  return Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth() + 1, 1) - 9 * HOUR;
}

export function makePoints(g: Gen, users: Rec[]) {
  const { rng } = g;
  const rows: Rec[] = [];
  const yearMs = 365 * DAY;
  for (const u of users) {
    const created = Date.parse(u.created_at as string);
    rows.push({
      user_id: u.id,
      amount: 3000,
      kind: 'event',
      title: '신규 회원 웰컴 포인트',
      created_at: new Date(created).toISOString(),
      expire_at: new Date(created + yearMs).toISOString(),
    });
  }
  const demoEntries: [number, string, string][] = [
    [500, 'review', '후기 작성 적립'],
    [1000, 'event', '출석 체크 이벤트 적립'],
    [-2000, 'use', '클래스 결제 시 사용'],
    [1000, 'coupon', '쿠폰 등록 (BAEUM1000)'],
    [300, 'event', '커뮤니티 활동 적립'],
    [500, 'review', '후기 작성 적립'],
    [-1500, 'use', '클래스 결제 시 사용'],
    [2000, 'event', '친구 초대 적립'],
  ];
  for (let i = 0; i < 30; i++) {
    const [amount, kind, title] = demoEntries[i % demoEntries.length]!;
    const agoMs = (i * 11 + 2) * DAY;
    // The oldest earned points expire at the end of this month (KST), so month_expire_point is non-zero.
    const expireMs =
      amount > 0
        ? i >= 26
          ? endOfMonthKst(g.now) - rng.int(1, 3) * MIN
          : g.now - agoMs + yearMs
        : null;
    rows.push({
      user_id: 1,
      amount,
      kind,
      title,
      created_at: g.ago(agoMs),
      expire_at: expireMs === null ? null : new Date(expireMs).toISOString(),
    });
  }
  for (let i = 0; i < 10; i++) {
    rows.push({
      user_id: 2,
      amount: 500,
      kind: 'review',
      title: '후기 답변 활동 적립',
      created_at: g.ago((i * 9 + 1) * DAY),
      expire_at: new Date(g.now + (200 - i) * DAY).toISOString(),
    });
  }
  return rows.sort(
    (a, b) => Date.parse(a.created_at as string) - Date.parse(b.created_at as string),
  );
}

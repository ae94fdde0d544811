// Seeded account data: notifications and coin points.
import type { Gen, Rec } from './types.ts';
import { displayName } from './people.ts';
import { FEED_POSTS, DAY, HOUR, MIN } from './types.ts';
import { NOTIFICATION_TEMPLATES } from './data.ts';

export function makeNotifications(g: Gen, users: Rec[], classes: Rec[], learnerIds: number[]) {
  const { rng } = g;
  const rows: Rec[] = [];
  const nameOf = (id: number) => displayName(users[id - 1]!);
  const add = (userId: number, count: number, unread: number) => {
    for (let i = 0; i < count; i++) {
      const t = rng.pick(NOTIFICATION_TEMPLATES);
      const other = rng.pick(learnerIds);
      const cls = rng.pick(classes);
      rows.push({
        user_id: userId,
        push_type: t.push_type,
        title: t.title,
        content: t.content.replaceAll('{u}', nameOf(other)).replaceAll('{c}', cls.name as string),
        link: t.link
          .replace('{id}', String(rng.int(1, FEED_POSTS)))
          .replace('{uid}', String(other))
          .replace('{cid}', String(cls.id)),
        image:
          t.push_type === 5
            ? cls.photo
            : t.push_type >= 1 && t.push_type <= 3
              ? `/images/avatar/${other}.webp`
              : null,
        read_status: i < unread ? 'N' : 'Y',
        created_at: g.ago(i * rng.int(2, 20) * HOUR + rng.int(1, 50) * MIN),
      });
    }
  };
  add(1, 36, 8);
  // Two silent system entries: the client keeps only push_type >= 0 (spec section 5).
  rows.push({
    user_id: 1,
    push_type: -1,
    title: '시스템',
    content: '앱 설정 동기화',
    link: '',
    image: null,
    read_status: 'Y',
    created_at: g.ago(40 * DAY),
  });
  rows.push({
    user_id: 1,
    push_type: -1,
    title: '시스템',
    content: '토큰 갱신',
    link: '',
    image: null,
    read_status: 'Y',
    created_at: g.ago(41 * DAY),
  });
  add(2, 20, 5);
  for (const u of learnerIds.slice(0, 150)) add(u, 3, rng.int(0, 2));
  return rows.sort(
    (a, b) => Date.parse(a.created_at as string) - Date.parse(b.created_at as string),
  );
}

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

// Seeded notifications (issue #38, h-community): each one is drawn from something that happened
// in the seed — a like or a reply on the member's own post, a follow, a class they take, points
// they earned, an event on now, a notice — so its link opens what it names. Live notifications
// are made by the routes (feedComments.ts, social.ts, studio.ts) with the same titles and wording.
import { createRng } from './prng.ts';
import type { Rng } from './prng.ts';
import type { Gen, Rec } from './types.ts';
import { DAY, HOUR } from './types.ts';
import { displayName } from './people.ts';
import { EVENTS, NOTICE_TITLES } from './data.ts';

/** What the former template-based generator drew from the shared stream (kept, so every later seeded table stays as it was). */
export const FORMER_NOTIFICATION_DRAWS = 3186;

export interface NotificationSources {
  users: Rec[];
  classes: Rec[];
  learnerIds: number[];
  comments: Rec[];
  likes: Rec[];
  follows: Rec[];
  blocks: Rec[];
  enrollments: Rec[];
  points: Rec[];
}

interface Item {
  at: number;
  push_type: number;
  title: string;
  content: string;
  link: string;
  image: string | null;
}

type Kind = 'like' | 'reply' | 'follow' | 'class' | 'point' | 'event' | 'notice';
const KINDS: Kind[] = ['reply', 'like', 'follow', 'class', 'point', 'event', 'notice'];

const time = (r: Rec, key = 'created_at') => Date.parse(r[key] as string);
const avatar = (userId: number) => `/images/avatar/${userId}.webp`;

function group<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** Everything one member could be told about, per kind, newest first. */
function candidates(g: Gen, rng: Rng, s: NotificationSources, userId: number, ix: Index) {
  const blocked = (other: number) =>
    ix.blocks.has(`${userId}:${other}`) || ix.blocks.has(`${other}:${userId}`);
  const nameOf = (id: number) => displayName(s.users[id - 1]!);
  const out: Record<Kind, Item[]> = {
    like: [],
    reply: [],
    follow: [],
    class: [],
    point: [],
    event: [],
    notice: [],
  };
  for (const post of ix.postsBy.get(userId) ?? []) {
    const postId = post.id as number;
    for (const like of ix.likesOn.get(postId) ?? []) {
      const from = like.user_id as number;
      if (from === userId || blocked(from)) continue;
      out.like.push({
        at: time(like),
        push_type: 1,
        title: '좋아요 알림',
        content: `${nameOf(from)}님이 회원님의 글을 좋아합니다.`,
        link: `/community/${postId}`,
        image: avatar(from),
      });
    }
    for (const reply of ix.repliesTo.get(postId) ?? []) {
      const from = reply.user_id as number;
      if (from === userId || blocked(from)) continue;
      out.reply.push({
        at: time(reply),
        push_type: 2,
        title: '새 댓글',
        // The wording of a live reply notification (routes/feedComments.ts).
        content: `${nameOf(from)}님이 회원님의 글에 댓글을 남겼습니다: "${(reply.content as string).slice(0, 40)}"`,
        link: `/community/${postId}`,
        image: avatar(from),
      });
    }
  }
  for (const f of ix.followersOf.get(userId) ?? []) {
    const from = f.follower_id as number;
    if (blocked(from)) continue;
    out.follow.push({
      at: time(f),
      push_type: 3,
      title: '새 팔로워',
      content: `${nameOf(from)}님이 회원님을 팔로우하기 시작했습니다.`,
      link: `/user/${from}`,
      image: avatar(from),
    });
  }
  for (const e of ix.enrolledBy.get(userId) ?? []) {
    const cls = s.classes.find((c) => c.id === e.class_id);
    if (!cls) continue;
    // Some days after joining, never in the future.
    const at = Math.min(g.now - HOUR, time(e) + rng.int(1, 20) * DAY);
    out.class.push({
      at,
      push_type: 5,
      title: '클래스 소식',
      content: `수강 중인 「${cls.name as string}」에 새 강의가 올라왔어요.`,
      link: `/class/${cls.id as number}`,
      image: cls.photo as string,
    });
  }
  for (const p of ix.pointsOf.get(userId) ?? []) {
    const amount = p.amount as number;
    if (amount <= 0) continue;
    out.point.push({
      at: time(p),
      push_type: 4,
      title: '포인트 적립',
      content: `${amount.toLocaleString('ko-KR')} 포인트가 적립되었습니다. (${p.title as string})`,
      link: '/my/points',
      image: null,
    });
  }
  EVENTS.forEach((e, i) => {
    if (e.ended) return;
    out.event.push({
      at: g.now - (10 + i) * DAY,
      push_type: 6,
      title: '이벤트',
      content: `「${e.title}」 이벤트가 열렸어요. ${e.description}`,
      link: `/event/${i + 1}`,
      image: null,
    });
  });
  NOTICE_TITLES.forEach((title, i) => {
    out.notice.push({
      at: g.now - (i * 13 + 1) * DAY,
      push_type: 0,
      title: '공지사항',
      content: title,
      link: '/notices',
      image: null,
    });
  });
  for (const kind of KINDS) out[kind].sort((a, b) => b.at - a.at);
  return out;
}

interface Index {
  postsBy: Map<number, Rec[]>;
  likesOn: Map<number, Rec[]>;
  repliesTo: Map<number, Rec[]>;
  followersOf: Map<number, Rec[]>;
  enrolledBy: Map<number, Rec[]>;
  pointsOf: Map<number, Rec[]>;
  blocks: Set<string>;
}

export function makeNotifications(g: Gen, s: NotificationSources): Rec[] {
  // Its own stream: the shared one is advanced by FORMER_NOTIFICATION_DRAWS by the caller.
  const rng = createRng(20250138);
  const posts = s.comments.filter((c) => c.parent_id === null);
  const ix: Index = {
    postsBy: group(posts, (c) => c.user_id as number),
    likesOn: group(s.likes, (l) => l.comment_id as number),
    repliesTo: group(
      s.comments.filter((c) => c.parent_id !== null),
      (c) => c.parent_id as number,
    ),
    followersOf: group(s.follows, (f) => f.followee_id as number),
    enrolledBy: group(s.enrollments, (e) => e.user_id as number),
    pointsOf: group(s.points, (p) => p.user_id as number),
    blocks: new Set(s.blocks.map((b) => `${b.blocker_id as number}:${b.blocked_id as number}`)),
  };
  const rows: Rec[] = [];
  const add = (userId: number, count: number, unread: number) => {
    const pool = candidates(g, rng, s, userId, ix);
    // Round robin over the kinds (newest of each first), in a shuffled order per member.
    const order = rng.shuffle(KINDS);
    const picked: Item[] = [];
    for (let round = 0; picked.length < count; round++) {
      const before = picked.length;
      for (const kind of order) {
        const item = pool[kind][round];
        if (item && picked.length < count) picked.push(item);
      }
      if (picked.length === before) break;
    }
    picked
      .sort((a, b) => b.at - a.at)
      .forEach((item, i) => {
        const { at, ...fields } = item;
        rows.push({
          user_id: userId,
          ...fields,
          read_status: i < unread ? 'N' : 'Y',
          created_at: new Date(at).toISOString(),
        });
      });
  };
  add(1, 36, 8);
  // Two silent system entries: the client keeps only push_type >= 0 (spec section 5).
  for (const [content, days] of [
    ['앱 설정 동기화', 40],
    ['토큰 갱신', 41],
  ] as const) {
    rows.push({
      user_id: 1,
      push_type: -1,
      title: '시스템',
      content,
      link: '',
      image: null,
      read_status: 'Y',
      created_at: g.ago(days * DAY),
    });
  }
  add(2, 20, 5);
  for (const u of s.learnerIds.slice(0, 150)) if (u !== 1) add(u, 3, 1 + (u % 2));
  return rows.sort(
    (a, b) => Date.parse(a.created_at as string) - Date.parse(b.created_at as string),
  );
}

// Seeded community: enrolments and reviews, feed posts and replies, follows, blocks, likes.
import type { Cast, Gen, Rec } from './types.ts';
import { FEED_POSTS, DAY, HOUR, MIN } from './types.ts';
import {
  FEED_SECTIONS,
  FEED_TEMPLATES,
  REPLY_TEMPLATES,
  REVIEW_CONS,
  REVIEW_PROS,
  REVIEW_SUGGESTIONS,
} from './data.ts';

export function makeReviews(g: Gen, classes: Rec[], learnerIds: number[]) {
  const { rng } = g;
  const reviews: Rec[] = [];
  const enrollments = new Map<string, Rec>();
  const enroll = (userId: number, classId: number, created: string, progress: number) => {
    const key = `${userId}:${classId}`;
    if (!enrollments.has(key))
      enrollments.set(key, { user_id: userId, class_id: classId, progress, created_at: created });
  };
  let id = 0;
  for (const c of classes) {
    const n = rng.int(2, 13);
    for (const userId of rng.sample(
      learnerIds.filter((u) => u !== 1),
      n,
    )) {
      id += 1;
      const r = rng.next();
      const score = r < 0.55 ? 5 : r < 0.83 ? 4 : r < 0.93 ? 3 : r < 0.97 ? 2 : 1;
      const created = g.ago(rng.int(1, 360) * DAY + rng.int(0, 23) * HOUR);
      const progress = rng.int(2, 10) * 10;
      enroll(userId, c.id as number, created, progress);
      reviews.push({
        id,
        class_id: c.id,
        user_id: userId,
        score,
        pros_content: rng.pick(REVIEW_PROS),
        cons_content: score >= 5 && rng.chance(0.5) ? '' : rng.pick(REVIEW_CONS),
        suggestions: rng.pick(REVIEW_SUGGESTIONS),
        progress,
        // Every fourth review has one to three photos (by id, so the random stream is unchanged).
        photo_list:
          id % 4 === 0
            ? Array.from({ length: 1 + (id % 3) }, (_, k) => `/images/feed/${id}_${k + 1}.webp`)
            : [],
        coach_reply: rng.chance(0.3)
          ? '소중한 후기 감사합니다! 앞으로도 더 좋은 강의로 보답할게요 😊'
          : null,
        created_at: created,
      });
    }
  }
  // The demo learner has taken six classes and reviewed two of them.
  const mine = [1, 47, 3, 200, 93, 140];
  mine.forEach((classId, i) => {
    const created = g.ago((30 + i * 20) * DAY);
    enroll(1, classId, created, i < 2 ? 100 : 20 + i * 10);
    if (i < 2) {
      id += 1;
      reviews.push({
        id,
        class_id: classId,
        user_id: 1,
        score: 5,
        pros_content: '설명이 정말 친절해서 끝까지 완주했어요!',
        cons_content: '',
        suggestions: '심화 과정도 열어주세요.',
        progress: 100,
        photo_list: [],
        coach_reply: null,
        created_at: g.ago((10 + i) * DAY),
      });
    }
  });
  return { reviews, enrollments: [...enrollments.values()] };
}

export function makeFeed(g: Gen, { users, classes, learnerIds, coachIds }: Cast) {
  const { rng } = g;
  const posts: Rec[] = [];
  const likes: Rec[] = [];
  const allIds = users.map((u) => u.id as number);
  let id = 0;
  const times: number[] = [];
  for (let i = 0; i < FEED_POSTS; i++) times.push(rng.int(5, 60 * 24 * 60) * MIN);
  times.sort((a, b) => b - a);
  for (let i = 0; i < FEED_POSTS; i++) {
    id += 1;
    const author = i % 40 === 7 ? 1 : rng.chance(0.12) ? rng.pick(coachIds) : rng.pick(learnerIds);
    const cls = rng.chance(0.75) ? rng.pick(classes) : null;
    const template = rng.pick(FEED_TEMPLATES);
    const content = template
      .replaceAll('{c}', cls ? (cls.name as string) : '요즘 듣는 클래스')
      .replaceAll('{n}', String(rng.int(2, 12)));
    const photos = rng.chance(0.35)
      ? Array.from({ length: rng.int(1, 3) }, (_, k) => `/images/feed/${id}_${k + 1}.webp`)
      : [];
    const ago = times[i]!;
    posts.push({
      id,
      user_id: author,
      parent_id: null,
      class_id: cls ? cls.id : null,
      section:
        content.startsWith('질문') || content.includes('추천 부탁')
          ? 'question'
          : rng.pick(FEED_SECTIONS),
      content,
      photo_list: photos,
      youtube_file: rng.chance(0.03) ? 'https://www.youtube.com/watch?v=baeumDemo01' : '',
      created_at: g.ago(ago),
    });
    for (const u of rng.sample(
      allIds.filter((x) => x !== author),
      rng.int(0, 30),
    )) {
      likes.push({
        comment_id: id,
        user_id: u,
        created_at: g.ago(Math.max(1, ago - rng.int(1, 600) * MIN)),
      });
    }
  }
  const replies: Rec[] = [];
  for (const p of posts.slice()) {
    const n = (p.user_id as number) === 1 ? rng.int(2, 5) : rng.int(0, 6);
    const postAgo = g.now - Date.parse(p.created_at as string);
    for (let k = 0; k < n; k++) {
      id += 1;
      const author = rng.pick(allIds);
      const ago = Math.max(MIN, postAgo - (k + 1) * rng.int(5, 240) * MIN);
      replies.push({
        id,
        user_id: author,
        parent_id: p.id,
        class_id: null,
        section: p.section,
        content: rng.pick(REPLY_TEMPLATES),
        photo_list: [],
        youtube_file: '',
        created_at: g.ago(ago),
      });
      for (const u of rng.sample(
        allIds.filter((x) => x !== author),
        rng.int(0, 3),
      )) {
        likes.push({ comment_id: id, user_id: u, created_at: g.ago(Math.max(1, ago - MIN)) });
      }
    }
  }
  return { comments: [...posts, ...replies], likes };
}

export function makeSocial(g: Gen, { users, classes, learnerIds, coachIds }: Cast) {
  const { rng } = g;
  const follows = new Map<string, Rec>();
  const follow = (a: number, b: number, ago: number) => {
    if (a !== b)
      follows.set(`${a}:${b}`, { follower_id: a, followee_id: b, created_at: g.ago(ago) });
  };
  for (const u of learnerIds) {
    for (const c of rng.sample(coachIds, rng.int(0, 4))) follow(u, c, rng.int(1, 300) * DAY);
    for (const o of rng.sample(learnerIds, rng.int(0, 4))) follow(u, o, rng.int(1, 300) * DAY);
  }
  for (const o of [2, ...learnerIds.slice(0, 14)]) follow(1, o, rng.int(1, 100) * DAY);
  for (const o of learnerIds.slice(20, 40)) follow(o, 1, rng.int(1, 100) * DAY);
  const blocks = [
    { blocker_id: 1, blocked_id: learnerIds[100], created_at: g.ago(20 * DAY) },
    { blocker_id: 1, blocked_id: learnerIds[101], created_at: g.ago(12 * DAY) },
  ];
  const bookmarks = new Map<string, Rec>();
  const openIds = classes.filter((c) => c.open_flag === 'Y').map((c) => c.id as number);
  for (const u of learnerIds) {
    for (const c of rng.sample(openIds, u === 1 ? 0 : rng.int(0, 6))) {
      bookmarks.set(`${u}:${c}`, {
        user_id: u,
        class_id: c,
        created_at: g.ago(rng.int(1, 200) * DAY),
      });
    }
  }
  rng
    .sample(openIds, 12)
    .forEach((c, i) =>
      bookmarks.set(`1:${c}`, { user_id: 1, class_id: c, created_at: g.ago((i + 1) * DAY) }),
    );
  const views: Rec[] = [];
  rng
    .sample(openIds, 10)
    .forEach((c, i) =>
      views.push({ user_id: 1, class_id: c, viewed_at: g.ago((i + 1) * 3 * HOUR) }),
    );
  for (const u of learnerIds.slice(0, 120)) {
    rng
      .sample(openIds, rng.int(1, 5))
      .forEach((c, i) => views.push({ user_id: u, class_id: c, viewed_at: g.ago((i + 1) * DAY) }));
  }
  const helpfulUsers = users.map((u) => u.id as number);
  return {
    follows: [...follows.values()],
    blocks,
    bookmarks: [...bookmarks.values()],
    views,
    helpfulUsers,
  };
}

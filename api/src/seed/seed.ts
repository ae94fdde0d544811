// Korean seed data, generated deterministically (fixed PRNG seed) on first start.
// Content and order are always the same; timestamps are offsets back from the moment of seeding
// so that "3분 전" and "어제" read naturally.
import type { Db, Queryable } from '../db/types.ts';
import { hashPassword } from '../auth/password.ts';
import { choseong } from './hangul.ts';
import { josa } from './korean.ts';
import { createRng, type Rng } from './prng.ts';
import { bulkInsert, resetSequence } from './bulk.ts';
import {
  BANNERS,
  CATEGORIES,
  COMPANIES,
  COUPONS,
  CURRICULUM_CHAPTERS,
  EVENTS,
  FEED_SECTIONS,
  FEED_TEMPLATES,
  GIVEN,
  LESSON_TEMPLATES,
  LEVELS,
  NICKNAMES,
  NOTICE_TITLES,
  NOTIFICATION_TEMPLATES,
  POPULAR_KEYWORDS,
  PROFILE_COMMENTS,
  REPLY_TEMPLATES,
  REVIEW_CONS,
  REVIEW_PROS,
  REVIEW_SUGGESTIONS,
  SURNAMES,
  TITLE_PREFIXES,
  TITLE_SUFFIXES,
} from './data.ts';

export const DEMO = {
  learner: { id: 1, phone: '01012345678', password: 'baeum1234!', name: '김배움' },
  coach: { id: 2, phone: '01098765432', password: 'coach1234!', name: '이코치' },
  /** Every other seeded account shares this password (handy for trying a coach's view). */
  otherPassword: 'seed1234!',
};

const COACH_COUNT = 48;
const LEARNER_COUNT = 420;
const CLASSES_PER_CATEGORY = 23;
const FEED_POSTS = 600;

type Rec = Record<string, unknown>;

interface Gen {
  rng: Rng;
  now: number;
  ago: (ms: number) => string;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

function makeUsers(g: Gen, hashes: { learner: string; coach: string; other: string }) {
  const { rng } = g;
  const users: Rec[] = [];
  const usedNames = new Set<string>();
  const personName = () => {
    for (;;) {
      const n = rng.pick(SURNAMES) + rng.pick(GIVEN);
      if (!usedNames.has(n) || usedNames.size > SURNAMES.length * GIVEN.length * 0.8) {
        usedNames.add(n);
        return n;
      }
    }
  };
  usedNames.add(DEMO.learner.name);
  usedNames.add(DEMO.coach.name);
  users.push({
    id: DEMO.learner.id,
    phone: DEMO.learner.phone,
    password_hash: hashes.learner,
    name: DEMO.learner.name,
    nickname: null,
    email: 'learner@baeum.test',
    profile_comment: '매일 조금씩 성장하는 중입니다 🌱 요즘은 아이패드 드로잉에 빠져 있어요.',
    gender: 'F',
    coach_yn: 'N',
    company_id: 1,
    chat_unread_cnt: 3,
    created_at: g.ago(400 * DAY),
  });
  users.push({
    id: DEMO.coach.id,
    phone: DEMO.coach.phone,
    password_hash: hashes.coach,
    name: DEMO.coach.name,
    nickname: null,
    email: 'coach@baeum.test',
    profile_comment: '그림과 엑셀을 가르치는 이코치입니다. 왕초보도 끝까지 완주하게 도와드려요!',
    gender: 'M',
    coach_yn: 'Y',
    company_id: null,
    chat_unread_cnt: 5,
    created_at: g.ago(900 * DAY),
  });
  for (let id = 3; id <= COACH_COUNT + 1; id++) {
    const name = personName();
    users.push({
      id,
      phone: `0105${String(id).padStart(7, '0')}`,
      password_hash: hashes.other,
      name,
      nickname: null,
      email: `coach${id}@baeum.test`,
      profile_comment: `${name} 코치입니다. 함께 즐겁게 배워요!`,
      gender: rng.pick(['F', 'M']),
      coach_yn: 'Y',
      company_id: null,
      chat_unread_cnt: 0,
      created_at: g.ago(rng.int(300, 1200) * DAY),
    });
  }
  const firstLearner = COACH_COUNT + 2;
  for (let i = 0; i < LEARNER_COUNT; i++) {
    const id = firstLearner + i;
    const name = personName();
    users.push({
      id,
      phone: `0106${String(id).padStart(7, '0')}`,
      password_hash: hashes.other,
      name,
      nickname: rng.chance(0.12) ? `${rng.pick(NICKNAMES)}${rng.int(1, 99)}` : null,
      email: rng.chance(0.7) ? `user${id}@baeum.test` : null,
      profile_comment: rng.pick(PROFILE_COMMENTS),
      gender: rng.pick(['F', 'M', 'N']),
      coach_yn: 'N',
      company_id: rng.chance(0.05) ? rng.int(1, COMPANIES.length) : null,
      chat_unread_cnt: 0,
      created_at: g.ago(rng.int(1, 700) * DAY),
    });
  }
  const coachIds = users.filter((u) => u.coach_yn === 'Y').map((u) => u.id as number);
  const learnerIds = users.filter((u) => u.coach_yn === 'N').map((u) => u.id as number);
  return { users, coachIds, learnerIds };
}

function displayName(u: Rec): string {
  return (u.nickname as string | null) ?? (u.name as string);
}

function makeCatalog(g: Gen, coachIds: number[]) {
  const { rng } = g;
  const categories: Rec[] = [];
  const subs: Rec[] = [];
  const classes: Rec[] = [];
  const curriculum: Rec[] = [];
  const titles = new Set<string>();
  let subId = 0;
  let classId = 0;
  let lessonId = 0;
  const otherCoaches = coachIds.filter((id) => id !== 2);
  CATEGORIES.forEach((cat, ci) => {
    const categoryId = ci + 1;
    categories.push({ id: categoryId, name: cat.name, icon: `/images/category/${categoryId}.svg`, icon_key: cat.icon, color: cat.color, sort: categoryId });
    const subIds = cat.subs.map((s, si) => {
      subId += 1;
      subs.push({ id: subId, category_id: categoryId, name: s.name, sort: si + 1 });
      return subId;
    });
    // 3-4 coaches per category; the demo coach also teaches drawing and office skills.
    const pool = otherCoaches.slice((ci * 47) / 14, ((ci + 1) * 47) / 14 + 1);
    const demoCoachHere = cat.name === '드로잉' || cat.name === '업무 생산성';
    const topics = cat.subs.flatMap((s, si) => s.subjects.map((subject) => ({ subject, si })));
    for (let n = 0; n < CLASSES_PER_CATEGORY; n++) {
      const topic = topics[n % topics.length]!;
      let title: string;
      if (n === 0 && cat.name === '드로잉') title = '왕초보를 위한 아이패드 드로잉';
      else if (n === 0 && cat.name === '업무 생산성') title = '30일 완성 엑셀 실무';
      else {
        let tries = 0;
        do {
          const shape = rng.int(0, 2);
          const prefix = rng.pick(TITLE_PREFIXES);
          const suffix = rng.pick(TITLE_SUFFIXES);
          title =
            shape === 0 ? `${prefix} ${topic.subject}` : shape === 1 ? `${topic.subject} ${suffix}` : `${prefix} ${topic.subject} ${suffix}`;
          tries++;
        } while (titles.has(title) && tries < 50);
        if (titles.has(title)) title = `${topic.subject} 시즌 ${n + 1}`;
      }
      titles.add(title);
      classId += 1;
      const sub = cat.subs[topic.si]!;
      const coachId = demoCoachHere && n % 5 === 0 ? 2 : pool[n % pool.length]!;
      const level = /왕초보|처음|누구나|기초|입문|첫걸음/.test(title)
        ? '입문'
        : /실무|현직자|실전|마스터|고급/.test(title)
          ? rng.pick(['중급', '고급'])
          : rng.pick(LEVELS.slice(0, 3));
      const lessons = rng.int(8, 24);
      const chapters = Math.min(CURRICULUM_CHAPTERS.length, Math.max(3, Math.round(lessons / 5)));
      for (let l = 0; l < lessons; l++) {
        lessonId += 1;
        const chapter = Math.floor((l * chapters) / lessons);
        const template = l === 0 ? LESSON_TEMPLATES[0]! : LESSON_TEMPLATES[1 + ((l - 1) % (LESSON_TEMPLATES.length - 1))]!;
        curriculum.push({
          id: lessonId,
          class_id: classId,
          chapter: chapter + 1,
          chapter_title: CURRICULUM_CHAPTERS[chapter]!,
          seq: l + 1,
          title: template.replaceAll('{s}', topic.subject),
          duration_sec: rng.int(4, 28) * 60 + rng.int(0, 59),
        });
      }
      const keywords = [...sub.keywords, sub.name, cat.name, ...topic.subject.split(/\s+/)];
      const signups = Math.floor(rng.next() ** 3 * 9000) + rng.int(20, 300);
      classes.push({
        id: classId,
        coach_id: coachId,
        category_id: categoryId,
        sub_category_id: subIds[topic.si]!,
        name: title,
        summary: `${josa(topic.subject, '을', '를')} 처음부터 차근차근, ${lessons}개의 강의로 완성해요.`,
        description: [
          `「${title}」에 오신 것을 환영합니다.`,
          `${josa(topic.subject, '은', '는')} 생각보다 어렵지 않아요. 기본 개념부터 실전 예제까지, 혼자서도 끝까지 따라올 수 있도록 구성했습니다.`,
          `이런 분께 추천해요: ${sub.name}에 관심은 있지만 어디서부터 시작할지 모르는 분, 꾸준히 연습할 동기가 필요한 분.`,
          `클래스를 마치면 나만의 결과물을 완성하고, 커뮤니티에서 다른 수강생들과 피드백을 나눌 수 있어요.`,
        ].join('\n\n'),
        keywords: [...new Set(keywords)].join(','),
        level,
        photo: `/images/class/${classId}.svg`,
        banner: `/images/class/${classId}/small.svg`,
        price: rng.pick([9900, 12900, 14900, 16900, 19900, 24900, 29900, 34900, 39900, 49000]),
        discount: rng.pick([0, 0, 10, 15, 20, 25, 30, 30, 35, 40, 45, 50, 55, 60]),
        months: rng.pick([3, 5, 5, 6, 12]),
        curriculum_cnt: lessons,
        open_flag: rng.chance(0.96) ? 'Y' : 'N',
        community_yn: rng.chance(0.4) ? 'Y' : 'N',
        community_id: 0,
        signup_cnt: signups,
        view_cnt: signups * rng.int(3, 9),
        created_at: g.ago(rng.int(1, 720) * DAY + rng.int(0, 23) * HOUR),
      });
    }
  });
  for (const c of classes) if (c.community_yn === 'Y') c.community_id = 1000 + (c.id as number);
  return { categories, subs, classes, curriculum };
}

function makeReviews(g: Gen, classes: Rec[], learnerIds: number[]) {
  const { rng } = g;
  const reviews: Rec[] = [];
  const enrollments = new Map<string, Rec>();
  const enroll = (userId: number, classId: number, created: string, progress: number) => {
    const key = `${userId}:${classId}`;
    if (!enrollments.has(key)) enrollments.set(key, { user_id: userId, class_id: classId, progress, created_at: created });
  };
  let id = 0;
  for (const c of classes) {
    const n = rng.int(2, 13);
    for (const userId of rng.sample(learnerIds.filter((u) => u !== 1), n)) {
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
        coach_reply: rng.chance(0.3) ? '소중한 후기 감사합니다! 앞으로도 더 좋은 강의로 보답할게요 😊' : null,
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
        coach_reply: null,
        created_at: g.ago((10 + i) * DAY),
      });
    }
  });
  return { reviews, enrollments: [...enrollments.values()] };
}

function makeFeed(g: Gen, users: Rec[], classes: Rec[], learnerIds: number[], coachIds: number[]) {
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
    const photos = rng.chance(0.35) ? Array.from({ length: rng.int(1, 3) }, (_, k) => `/images/feed/${id}_${k + 1}.svg`) : [];
    const ago = times[i]!;
    posts.push({
      id,
      user_id: author,
      parent_id: null,
      class_id: cls ? cls.id : null,
      section: content.startsWith('질문') || content.includes('추천 부탁') ? 'question' : rng.pick(FEED_SECTIONS),
      content,
      photo_list: photos,
      youtube_file: rng.chance(0.03) ? 'https://www.youtube.com/watch?v=baeum-demo' : '',
      created_at: g.ago(ago),
    });
    for (const u of rng.sample(allIds.filter((x) => x !== author), rng.int(0, 30))) {
      likes.push({ comment_id: id, user_id: u, created_at: g.ago(Math.max(1, ago - rng.int(1, 600) * MIN)) });
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
      for (const u of rng.sample(allIds.filter((x) => x !== author), rng.int(0, 3))) {
        likes.push({ comment_id: id, user_id: u, created_at: g.ago(Math.max(1, ago - MIN)) });
      }
    }
  }
  return { comments: [...posts, ...replies], likes };
}

function makeSocial(g: Gen, users: Rec[], classes: Rec[], learnerIds: number[], coachIds: number[]) {
  const { rng } = g;
  const follows = new Map<string, Rec>();
  const follow = (a: number, b: number, ago: number) => {
    if (a !== b) follows.set(`${a}:${b}`, { follower_id: a, followee_id: b, created_at: g.ago(ago) });
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
      bookmarks.set(`${u}:${c}`, { user_id: u, class_id: c, created_at: g.ago(rng.int(1, 200) * DAY) });
    }
  }
  rng.sample(openIds, 12).forEach((c, i) => bookmarks.set(`1:${c}`, { user_id: 1, class_id: c, created_at: g.ago((i + 1) * DAY) }));
  const views: Rec[] = [];
  rng.sample(openIds, 10).forEach((c, i) => views.push({ user_id: 1, class_id: c, viewed_at: g.ago((i + 1) * 3 * HOUR) }));
  for (const u of learnerIds.slice(0, 120)) {
    rng.sample(openIds, rng.int(1, 5)).forEach((c, i) => views.push({ user_id: u, class_id: c, viewed_at: g.ago((i + 1) * DAY) }));
  }
  const helpfulUsers = users.map((u) => u.id as number);
  return { follows: [...follows.values()], blocks, bookmarks: [...bookmarks.values()], views, helpfulUsers };
}

function makeNotifications(g: Gen, users: Rec[], classes: Rec[], learnerIds: number[]) {
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
        image: t.push_type === 5 ? cls.photo : t.push_type >= 1 && t.push_type <= 3 ? `/images/avatar/${other}.svg` : null,
        read_status: i < unread ? 'N' : 'Y',
        created_at: g.ago(i * rng.int(2, 20) * HOUR + rng.int(1, 50) * MIN),
      });
    }
  };
  add(1, 36, 8);
  // Two silent system entries: the client keeps only push_type >= 0 (spec section 5).
  rows.push({ user_id: 1, push_type: -1, title: '시스템', content: '앱 설정 동기화', link: '', image: null, read_status: 'Y', created_at: g.ago(40 * DAY) });
  rows.push({ user_id: 1, push_type: -1, title: '시스템', content: '토큰 갱신', link: '', image: null, read_status: 'Y', created_at: g.ago(41 * DAY) });
  add(2, 20, 5);
  for (const u of learnerIds.slice(0, 150)) add(u, 3, rng.int(0, 2));
  return rows.sort((a, b) => Date.parse(a.created_at as string) - Date.parse(b.created_at as string));
}

function endOfMonthKst(now: number): number {
  const kst = new Date(now + 9 * HOUR);
  return Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth() + 1, 1) - 9 * HOUR;
}

function makePoints(g: Gen, users: Rec[]) {
  const { rng } = g;
  const rows: Rec[] = [];
  const yearMs = 365 * DAY;
  for (const u of users) {
    const created = Date.parse(u.created_at as string);
    rows.push({ user_id: u.id, amount: 3000, kind: 'event', title: '신규 회원 웰컴 포인트', created_at: new Date(created).toISOString(), expire_at: new Date(created + yearMs).toISOString() });
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
    const expireMs = amount > 0 ? (i >= 26 ? endOfMonthKst(g.now) - rng.int(1, 3) * MIN : g.now - agoMs + yearMs) : null;
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
    rows.push({ user_id: 2, amount: 500, kind: 'review', title: '후기 답변 활동 적립', created_at: g.ago((i * 9 + 1) * DAY), expire_at: new Date(g.now + (200 - i) * DAY).toISOString() });
  }
  return rows.sort((a, b) => Date.parse(a.created_at as string) - Date.parse(b.created_at as string));
}

function makeSuggestTerms(classes: Rec[], users: Rec[]) {
  const terms = new Map<string, number>();
  const add = (term: string, weight: number) => {
    const t = term.trim();
    if (t.length < 1 || t.length > 60) return;
    terms.set(t, Math.max(terms.get(t) ?? 0, weight));
  };
  POPULAR_KEYWORDS.forEach((k, i) => add(k, 5000 - i * 100));
  CATEGORIES.forEach((c) => {
    add(c.name, 3000);
    c.subs.forEach((s) => {
      add(s.name, 2000);
      s.keywords.forEach((k) => add(k, 1000));
      s.subjects.forEach((k) => add(k, 800));
    });
  });
  for (const c of classes) add(c.name as string, 100 + Math.floor((c.signup_cnt as number) / 10));
  for (const u of users) if (u.coach_yn === 'Y') add(displayName(u), 50);
  return [...terms.entries()].map(([term, weight]) => ({ term, term_lower: term.toLowerCase(), choseong: choseong(term), weight }));
}

/** Fills an empty, migrated database. Runs in one transaction: nothing is half-seeded. */
export async function seed(db: Db, now = Date.now()): Promise<{ seeded: boolean; ms: number }> {
  const started = Date.now();
  const done = await db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'seeded_at'");
  if (done.length > 0) return { seeded: false, ms: 0 };
  const g: Gen = { rng: createRng(20250101), now, ago: (ms) => new Date(now - ms).toISOString() };
  const [learner, coach, other] = await Promise.all([
    hashPassword(DEMO.learner.password),
    hashPassword(DEMO.coach.password),
    hashPassword(DEMO.otherPassword),
  ]);
  const { users, coachIds, learnerIds } = makeUsers(g, { learner, coach, other });
  const catalog = makeCatalog(g, coachIds);
  const { reviews, enrollments } = makeReviews(g, catalog.classes, learnerIds);
  const feed = makeFeed(g, users, catalog.classes, learnerIds, coachIds);
  const social = makeSocial(g, users, catalog.classes, learnerIds, coachIds);
  const notifications = makeNotifications(g, users, catalog.classes, learnerIds);
  const points = makePoints(g, users);
  const helpful: Rec[] = [];
  const helpfulSeen = new Set<string>();
  for (const r of reviews) {
    for (const u of g.rng.sample(social.helpfulUsers, g.rng.int(0, 4))) {
      const key = `${r.id}:${u}`;
      if (u !== r.user_id && !helpfulSeen.has(key)) {
        helpfulSeen.add(key);
        helpful.push({ review_id: r.id, user_id: u });
      }
    }
  }

  await db.transaction(async (tx) => {
    await bulkInsert(tx, 'categories', { id: 'int', name: 'text', icon: 'text', icon_key: 'text', color: 'text', sort: 'int' }, catalog.categories);
    await bulkInsert(tx, 'sub_categories', { id: 'int', category_id: 'int', name: 'text', sort: 'int' }, catalog.subs);
    await bulkInsert(tx, 'companies', { id: 'int', name: 'text' }, COMPANIES.map((name, i) => ({ id: i + 1, name })));
    await bulkInsert(
      tx,
      'users',
      {
        id: 'int', phone: 'text', password_hash: 'text', name: 'text', nickname: 'text', email: 'text',
        profile_comment: 'text', gender: 'text', coach_yn: 'text', company_id: 'int', chat_unread_cnt: 'int', created_at: 'timestamptz',
      },
      users,
    );
    await bulkInsert(
      tx,
      'classes',
      {
        id: 'int', coach_id: 'int', category_id: 'int', sub_category_id: 'int', name: 'text', summary: 'text',
        description: 'text', keywords: 'text', level: 'text', photo: 'text', banner: 'text', price: 'int', discount: 'int',
        months: 'int', curriculum_cnt: 'int', open_flag: 'text', community_yn: 'text', community_id: 'int',
        signup_cnt: 'int', view_cnt: 'int', created_at: 'timestamptz',
      },
      catalog.classes,
    );
    await bulkInsert(
      tx,
      'curriculum',
      { id: 'int', class_id: 'int', chapter: 'int', chapter_title: 'text', seq: 'int', title: 'text', duration_sec: 'int' },
      catalog.curriculum,
    );
    await bulkInsert(tx, 'enrollments', { user_id: 'int', class_id: 'int', progress: 'int', created_at: 'timestamptz' }, enrollments);
    await bulkInsert(
      tx,
      'reviews',
      {
        id: 'int', class_id: 'int', user_id: 'int', score: 'int', pros_content: 'text', cons_content: 'text',
        suggestions: 'text', progress: 'int', coach_reply: 'text', created_at: 'timestamptz',
      },
      reviews.map((r) => ({ ...r })),
    );
    await tx.query('UPDATE reviews SET updated_at = created_at');
    await bulkInsert(tx, 'review_helpful', { review_id: 'int', user_id: 'int' }, helpful);
    await bulkInsert(
      tx,
      'comments',
      {
        id: 'int', user_id: 'int', parent_id: 'int', class_id: 'int', section: 'text', content: 'text',
        photo_list: 'jsonb', youtube_file: 'text', created_at: 'timestamptz',
      },
      feed.comments,
    );
    await tx.query('UPDATE comments SET updated_at = created_at');
    await bulkInsert(tx, 'comment_likes', { comment_id: 'int', user_id: 'int', created_at: 'timestamptz' }, feed.likes);
    await bulkInsert(tx, 'follows', { follower_id: 'int', followee_id: 'int', created_at: 'timestamptz' }, social.follows);
    await bulkInsert(tx, 'blocks', { blocker_id: 'int', blocked_id: 'int', created_at: 'timestamptz' }, social.blocks);
    await bulkInsert(tx, 'bookmarks', { user_id: 'int', class_id: 'int', created_at: 'timestamptz' }, social.bookmarks);
    await bulkInsert(tx, 'class_views', { user_id: 'int', class_id: 'int', viewed_at: 'timestamptz' }, social.views);
    await bulkInsert(
      tx,
      'notifications',
      { user_id: 'int', push_type: 'int', title: 'text', content: 'text', link: 'text', image: 'text', read_status: 'text', created_at: 'timestamptz' },
      notifications,
    );
    await bulkInsert(
      tx,
      'points',
      { user_id: 'int', amount: 'int', kind: 'text', title: 'text', created_at: 'timestamptz', expire_at: 'timestamptz' },
      points,
    );
    const notices = [
      ...NOTICE_TITLES.map((title, i) => ({
        title,
        content: `${title.replace(/^\[[^\]]+\]\s*/, '')}에 대해 안내드립니다.\n\n자세한 내용은 아래를 확인해주세요. 궁금한 점은 고객센터(평일 10:00~18:00)로 문의해주세요.\n\n항상 배움을 이용해주셔서 감사합니다.`,
        pinned: i < 2,
        created_at: g.ago((i * 13 + 1) * DAY),
      })),
      ...catalog.classes.slice(0, 12).map((c, i) => ({
        title: `[클래스 오픈] ${c.name as string}`,
        content: `새 클래스 「${c.name as string}」가 오픈했습니다. 오픈 기념 할인을 놓치지 마세요!`,
        pinned: false,
        created_at: g.ago((i * 9 + 5) * DAY),
      })),
    ].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
    await bulkInsert(tx, 'notices', { title: 'text', content: 'text', pinned: 'boolean', created_at: 'timestamptz' }, notices);
    await bulkInsert(
      tx,
      'coupons',
      { code: 'text', point: 'int', title: 'text', expire_at: 'timestamptz', max_uses: 'int' },
      COUPONS.map((c) => ({ ...c, expire_at: new Date(now + c.days * DAY).toISOString() })),
    );
    await bulkInsert(tx, 'coupon_uses', { code: 'text', user_id: 'int', used_at: 'timestamptz' }, [
      { code: 'BAEUM1000', user_id: 1, used_at: g.ago(35 * DAY) },
    ]);
    await tx.query("UPDATE coupons SET used_cnt = 1 WHERE code = 'BAEUM1000'");
    await bulkInsert(
      tx,
      'popular_keywords',
      { keyword: 'text', score: 'int' },
      POPULAR_KEYWORDS.map((keyword, i) => ({ keyword, score: 2000 - i * 70 })),
    );
    await bulkInsert(tx, 'suggest_terms', { term: 'text', term_lower: 'text', choseong: 'text', weight: 'int' }, makeSuggestTerms(catalog.classes, users));
    await bulkInsert(
      tx,
      'search_logs',
      { user_id: 'int', keyword: 'text', created_at: 'timestamptz' },
      ['요가', '파이썬', '홈베이킹', '엑셀 함수', '아이패드'].map((keyword, i) => ({ user_id: 1, keyword, created_at: g.ago((5 - i) * HOUR) })),
    );
    await bulkInsert(
      tx,
      'banners',
      { id: 'int', kind: 'text', title: 'text', subtitle: 'text', image: 'text', link: 'text', bgcolor: 'text', sort: 'int' },
      BANNERS.map((b, i) => ({ ...b, id: i + 1, image: `/images/banner/${i + 1}.svg`, sort: i + 1 })),
    );
    await bulkInsert(
      tx,
      'events',
      { id: 'int', title: 'text', description: 'text', banner_image: 'text', bgcolor: 'text', starts_at: 'timestamptz', ends_at: 'timestamptz' },
      EVENTS.map((e, i) => ({
        ...e,
        id: i + 1,
        banner_image: `/images/event/${i + 1}.svg`,
        starts_at: g.ago((10 + i) * DAY),
        ends_at: new Date(now + (20 + i * 5) * DAY).toISOString(),
      })),
    );
    const eventClasses: Rec[] = [];
    EVENTS.forEach((_, i) => {
      g.rng.sample(catalog.classes.filter((c) => c.open_flag === 'Y'), 8).forEach((c, k) =>
        eventClasses.push({ event_id: i + 1, class_id: c.id, sort: k + 1 }),
      );
    });
    await bulkInsert(tx, 'event_classes', { event_id: 'int', class_id: 'int', sort: 'int' }, eventClasses);
    const companyClasses: Rec[] = [];
    COMPANIES.forEach((_, i) => {
      g.rng.sample(catalog.classes.filter((c) => c.category_id === 9 || c.category_id === 13), 5).forEach((c) =>
        companyClasses.push({ company_id: i + 1, class_id: c.id }),
      );
    });
    await bulkInsert(tx, 'company_classes', { company_id: 'int', class_id: 'int' }, companyClasses);

    for (const t of ['users', 'classes', 'curriculum', 'reviews', 'comments', 'notifications', 'points', 'notices', 'search_logs']) {
      await resetSequence(tx, t);
    }
    await recountAll(tx);
    await tx.query("INSERT INTO settings (key, value) VALUES ('seeded_at', $1)", [new Date(now).toISOString()]);
  });
  // Planner statistics for the freshly filled tables (PGlite has no autovacuum to do it).
  await db.exec('ANALYZE');
  return { seeded: true, ms: Date.now() - started };
}

/** Derives every cached counter and the search text from the rows. */
async function recountAll(tx: Queryable): Promise<void> {
  await tx.exec(`
    UPDATE classes c SET
      review_cnt = COALESCE(r.cnt, 0), review_sum = COALESCE(r.total, 0)
    FROM (SELECT c2.id, COUNT(r.id)::int AS cnt, SUM(r.score)::int AS total
          FROM classes c2 LEFT JOIN reviews r ON r.class_id = c2.id GROUP BY c2.id) r
    WHERE r.id = c.id;
    UPDATE classes c SET have_cnt = b.cnt
    FROM (SELECT class_id, COUNT(*)::int AS cnt FROM bookmarks GROUP BY class_id) b WHERE b.class_id = c.id;
    UPDATE classes c SET signup_cnt = GREATEST(c.signup_cnt, e.cnt)
    FROM (SELECT class_id, COUNT(*)::int AS cnt FROM enrollments GROUP BY class_id) e WHERE e.class_id = c.id;
    UPDATE classes c SET search_text = lower(
      c.name || ' ' || cat.name || ' ' || sc.name || ' ' || COALESCE(u.nickname, u.name) || ' ' || replace(c.keywords, ',', ' '))
    FROM categories cat, sub_categories sc, users u
    WHERE cat.id = c.category_id AND sc.id = c.sub_category_id AND u.id = c.coach_id;
    UPDATE comments c SET like_cnt = l.cnt
    FROM (SELECT comment_id, COUNT(*)::int AS cnt FROM comment_likes GROUP BY comment_id) l WHERE l.comment_id = c.id;
    UPDATE comments c SET reply_cnt = r.cnt
    FROM (SELECT parent_id, COUNT(*)::int AS cnt FROM comments WHERE parent_id IS NOT NULL GROUP BY parent_id) r WHERE r.parent_id = c.id;
    UPDATE reviews r SET helpful_cnt = h.cnt
    FROM (SELECT review_id, COUNT(*)::int AS cnt FROM review_helpful GROUP BY review_id) h WHERE h.review_id = r.id;
    UPDATE users u SET follower_cnt = f.cnt
    FROM (SELECT followee_id, COUNT(*)::int AS cnt FROM follows GROUP BY followee_id) f WHERE f.followee_id = u.id;
    UPDATE users u SET following_cnt = f.cnt
    FROM (SELECT follower_id, COUNT(*)::int AS cnt FROM follows GROUP BY follower_id) f WHERE f.follower_id = u.id;
  `);
}

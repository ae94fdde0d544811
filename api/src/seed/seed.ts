// Korean seed data, generated deterministically (fixed PRNG seed) on first start.
// Content and order are always the same; timestamps are offsets back from the moment of seeding
// so that "3분 전" and "어제" read naturally.
import type { Db, Queryable } from '../db/types.ts';
import { advisoryXactLock } from '../db/locks.ts';
import { SCHEMA_LOCK } from '../db/migrate.ts';
import { hashPassword } from '../auth/password.ts';
import { createRng } from './prng.ts';
import type { Gen, Rec } from './types.ts';
import { DAY, HOUR } from './types.ts';
import { DEMO, makeUsers } from './people.ts';
import { COUPONS, NOTICE_TITLES, POPULAR_KEYWORDS } from './data.ts';
import { seedEvents } from './events.ts';
import { COMPANIES } from './peopleData.ts';

import { makeCatalog } from './catalog.ts';
import { makeFeed, makeReviews, makeSocial } from './community.ts';
import { makePoints } from './account.ts';
import { FORMER_NOTIFICATION_DRAWS, makeNotifications } from './notifications.ts';
import { makeSuggestTerms } from './suggest.ts';
import { seedLessonProgress } from './lessons.ts';
import { bulkInsert, resetSequence, type Columns } from './bulk.ts';

export { DEMO };

/** The columns of each table the seed fills, in the order it fills them (a table after those it
 * refers to); the rows are made in seed(). */
const SEEDED_COLUMNS = {
  categories: {
    id: 'int',
    name: 'text',
    icon: 'text',
    icon_key: 'text',
    color: 'text',
    sort: 'int',
  },
  sub_categories: { id: 'int', category_id: 'int', name: 'text', sort: 'int' },
  companies: { id: 'int', name: 'text' },
  users: {
    id: 'int',
    phone: 'text',
    password_hash: 'text',
    name: 'text',
    nickname: 'text',
    email: 'text',
    profile_comment: 'text',
    gender: 'text',
    coach_yn: 'text',
    company_id: 'int',
    chat_unread_cnt: 'int',
    created_at: 'timestamptz',
  },
  classes: {
    id: 'int',
    coach_id: 'int',
    category_id: 'int',
    sub_category_id: 'int',
    name: 'text',
    summary: 'text',
    description: 'text',
    keywords: 'text',
    level: 'text',
    photo: 'text',
    banner: 'text',
    price: 'int',
    discount: 'int',
    months: 'int',
    curriculum_cnt: 'int',
    open_flag: 'text',
    community_yn: 'text',
    community_id: 'int',
    signup_cnt: 'int',
    view_cnt: 'int',
    created_at: 'timestamptz',
  },
  class_sections: { id: 'int', class_id: 'int', seq: 'int', title: 'text' },
  lessons: {
    id: 'int',
    class_id: 'int',
    section_id: 'int',
    seq: 'int',
    title: 'text',
    kind: 'text',
    duration_sec: 'int',
    media_key: 'text',
    captions_key: 'text',
    notes: 'text',
    free_preview: 'boolean',
  },
  enrollments: { user_id: 'int', class_id: 'int', progress: 'int', created_at: 'timestamptz' },
  reviews: {
    id: 'int',
    class_id: 'int',
    user_id: 'int',
    score: 'int',
    pros_content: 'text',
    cons_content: 'text',
    suggestions: 'text',
    progress: 'int',
    photo_list: 'jsonb',
    coach_reply: 'text',
    created_at: 'timestamptz',
  },
  review_helpful: { review_id: 'int', user_id: 'int' },
  comments: {
    id: 'int',
    user_id: 'int',
    parent_id: 'int',
    class_id: 'int',
    section: 'text',
    content: 'text',
    photo_list: 'jsonb',
    youtube_file: 'text',
    created_at: 'timestamptz',
  },
  comment_likes: { comment_id: 'int', user_id: 'int', created_at: 'timestamptz' },
  follows: { follower_id: 'int', followee_id: 'int', created_at: 'timestamptz' },
  blocks: { blocker_id: 'int', blocked_id: 'int', created_at: 'timestamptz' },
  bookmarks: { user_id: 'int', class_id: 'int', created_at: 'timestamptz' },
  class_views: { user_id: 'int', class_id: 'int', viewed_at: 'timestamptz' },
  notifications: {
    user_id: 'int',
    push_type: 'int',
    title: 'text',
    content: 'text',
    link: 'text',
    image: 'text',
    read_status: 'text',
    created_at: 'timestamptz',
  },
  points: {
    user_id: 'int',
    amount: 'int',
    kind: 'text',
    title: 'text',
    created_at: 'timestamptz',
    expire_at: 'timestamptz',
  },
  notices: { title: 'text', content: 'text', pinned: 'boolean', created_at: 'timestamptz' },
  coupons: { code: 'text', point: 'int', title: 'text', expire_at: 'timestamptz', max_uses: 'int' },
  coupon_uses: { code: 'text', user_id: 'int', used_at: 'timestamptz' },
  popular_keywords: { keyword: 'text', score: 'int' },
  suggest_terms: { term: 'text', term_lower: 'text', choseong: 'text', weight: 'int' },
  search_logs: { user_id: 'int', keyword: 'text', created_at: 'timestamptz' },
} satisfies Record<string, Columns>;
type SeededTable = keyof typeof SEEDED_COLUMNS;

export async function seed(db: Db, now = Date.now()): Promise<{ seeded: boolean; ms: number }> {
  const started = Date.now();
  const done = await db.query<{ value: string }>(
    "SELECT value FROM settings WHERE key = 'seeded_at'",
  );
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
  const cast = { users, classes: catalog.classes, learnerIds, coachIds };
  const feed = makeFeed(g, cast);
  const social = makeSocial(g, cast);
  // Notifications are drawn from the seeded events on their own random stream; the shared one
  // moves on as it did before, so every table seeded after them stays the same.
  for (let i = 0; i < FORMER_NOTIFICATION_DRAWS; i++) g.rng.next();
  const points = makePoints(g, users);
  const notifications = makeNotifications(g, {
    ...cast,
    comments: feed.comments,
    likes: feed.likes,
    follows: social.follows,
    blocks: social.blocks,
    enrollments,
    points,
  });
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
  const rows: Record<SeededTable, readonly Record<string, unknown>[]> = {
    categories: catalog.categories,
    sub_categories: catalog.subs,
    companies: COMPANIES.map((name, i) => ({ id: i + 1, name })),
    users,
    classes: catalog.classes,
    class_sections: catalog.sections,
    lessons: catalog.lessons,
    enrollments,
    reviews: reviews.map((r) => ({ ...r })),
    review_helpful: helpful,
    comments: feed.comments,
    comment_likes: feed.likes,
    follows: social.follows,
    blocks: social.blocks,
    bookmarks: social.bookmarks,
    class_views: social.views,
    notifications,
    points,
    notices,
    coupons: COUPONS.map((c) => ({ ...c, expire_at: new Date(now + c.days * DAY).toISOString() })),
    coupon_uses: [{ code: 'BAEUM1000', user_id: 1, used_at: g.ago(35 * DAY) }],
    popular_keywords: POPULAR_KEYWORDS.map((keyword, i) => ({ keyword, score: 2000 - i * 70 })),
    suggest_terms: makeSuggestTerms(catalog.classes, users),
    search_logs: ['요가', '파이썬', '홈베이킹', '엑셀 함수', '아이패드'].map((keyword, i) => ({
      user_id: 1,
      keyword,
      created_at: g.ago((5 - i) * HOUR),
    })),
  };

  const wrote = await db.transaction(async (tx) => {
    // Instances started together each get here; the first to take the lock seeds, the others
    // find it done.
    await advisoryXactLock(tx, SCHEMA_LOCK);
    const again = await tx.query("SELECT 1 FROM settings WHERE key = 'seeded_at'");
    if (again.length > 0) return false;
    for (const [table, columns] of Object.entries(SEEDED_COLUMNS)) {
      await bulkInsert(tx, table, columns, rows[table as SeededTable]);
    }
    await tx.query('UPDATE reviews SET updated_at = created_at');
    await tx.query('UPDATE comments SET updated_at = created_at');
    await tx.query("UPDATE coupons SET used_cnt = 1 WHERE code = 'BAEUM1000'");
    // The demo learner's address is verified, so its mails (receipts…) work out of the box (#47).
    await tx.query(
      'UPDATE users SET verified_email = email, email_verified_at = created_at WHERE id = $1',
      [DEMO.learner.id],
    );
    await seedEvents(tx, g, catalog, now);
    const companyClasses: Rec[] = [];
    COMPANIES.forEach((_, i) => {
      g.rng
        .sample(
          catalog.classes.filter((c) => c.category_id === 9 || c.category_id === 13),
          5,
        )
        .forEach((c) => companyClasses.push({ company_id: i + 1, class_id: c.id }));
    });
    await bulkInsert(tx, 'company_classes', { company_id: 'int', class_id: 'int' }, companyClasses);

    for (const t of [
      'users',
      'classes',
      'class_sections',
      'lessons',
      'reviews',
      'comments',
      'notifications',
      'points',
      'notices',
      'search_logs',
    ]) {
      await resetSequence(tx, t);
    }
    await seedLessonProgress(tx);
    await recountAll(tx);
    await tx.query("INSERT INTO settings (key, value) VALUES ('seeded_at', $1)", [
      new Date(now).toISOString(),
    ]);
    return true;
  });
  if (!wrote) return { seeded: false, ms: 0 };
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

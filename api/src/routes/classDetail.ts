// Class detail (class-summary): the card, curriculum, coach, review statistics; a signed-in
// view counts as a recently viewed class.
import type { FastifyInstance } from 'fastify';
import { ok, notFound } from '../http/errors.ts';
import { optionalUser, type Ctx } from '../http/context.ts';
import { id, parse, z } from '../http/validate.ts';
import { CARD_FROM, CARD_SELECT, cards, rating, type CardRow } from '../services/cards.ts';

function formatDuration(sec: number): string {
  return `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;
}

export function classDetailRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  app.get('/class-summary', async (req) => {
    const q = parse(z.object({ class_id: id() }), req.query);
    const user = await optionalUser(ctx, req);
    const rows = await db.query<
      CardRow & {
        summary: string;
        description: string;
        keywords: string;
        view_cnt: number;
        category_name: string;
        sub_category_name: string;
        coach_comment: string;
        coach_follower_cnt: number;
        draft: boolean;
      }
    >(
      `SELECT ${CARD_SELECT}, c.summary, c.description, c.keywords, c.view_cnt, k.name AS category_name,
              s.name AS sub_category_name, u.profile_comment AS coach_comment, u.follower_cnt AS coach_follower_cnt,
              c.draft
       FROM ${CARD_FROM} JOIN categories k ON k.id = c.category_id JOIN sub_categories s ON s.id = c.sub_category_id
       WHERE c.id = $1`,
      [q.class_id],
    );
    const row = rows[0];
    // A draft (studio, issue 36) is its coach's preview only; anyone else finds no class.
    if (!row || (row.draft && row.coach_id !== user?.id)) throw notFound('클래스');
    const [lessons, coachClasses, scores, friend] = await Promise.all([
      db.query<{
        id: number;
        chapter: number;
        chapter_title: string;
        seq: number;
        title: string;
        duration_sec: number;
        kind: string;
        free_preview: boolean;
      }>(
        // The outline comes from the lessons (migration 013): a section is a chapter, seq runs
        // through the class.
        `SELECT l.id, s.seq AS chapter, s.title AS chapter_title,
                row_number() OVER (ORDER BY s.seq, s.id, l.seq, l.id)::int AS seq,
                l.title, l.duration_sec, l.kind, l.free_preview
         FROM lessons l JOIN class_sections s ON s.id = l.section_id
         WHERE l.class_id = $1 ORDER BY s.seq, s.id, l.seq, l.id`,
        [q.class_id],
      ),
      db.query<{ cnt: number }>(
        "SELECT COUNT(*)::int AS cnt FROM classes WHERE coach_id = $1 AND open_flag = 'Y'",
        [row.coach_id],
      ),
      db.query<{ score: number; cnt: number }>(
        'SELECT score, COUNT(*)::int AS cnt FROM reviews WHERE class_id = $1 GROUP BY score',
        [q.class_id],
      ),
      user
        ? db.query('SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2', [
            user.id,
            row.coach_id,
          ])
        : Promise.resolve([]),
    ]);
    if (user && !row.draft) {
      // A signed-in view is a "recent class" (spec: recentClassList); counting views is best effort.
      await db.query(
        `INSERT INTO class_views (user_id, class_id, viewed_at) VALUES ($1, $2, now())
         ON CONFLICT (user_id, class_id) DO UPDATE SET viewed_at = now()`,
        [user.id, q.class_id],
      );
    }
    if (!row.draft)
      await db.query('UPDATE classes SET view_cnt = view_cnt + 1 WHERE id = $1', [q.class_id]);
    const [card] = await cards(ctx, [row], user?.id ?? null);
    return ok({
      ...card,
      status: row.draft ? 'draft' : row.open_flag === 'Y' ? 'published' : 'closed',
      summary: row.summary,
      description: row.description,
      class_intro: row.description,
      keywords: row.keywords.split(',').filter(Boolean),
      category_name: row.category_name,
      sub_category_name: row.sub_category_name,
      months: row.months,
      view_cnt: row.view_cnt + 1,
      total_duration_sec: lessons.reduce((s, l) => s + l.duration_sec, 0),
      curriculum: lessons.map((l) => ({
        curriculum_id: l.id,
        chapter: l.chapter,
        chapter_title: l.chapter_title,
        seq: l.seq,
        title: l.title,
        duration_sec: l.duration_sec,
        duration: formatDuration(l.duration_sec),
        kind: l.kind,
        free_preview: l.free_preview,
      })),
      coach: {
        user_id: row.coach_id,
        user_name: row.coach_name,
        user_photo: ctx.img(row.coach_photo),
        profile_comment: row.coach_comment,
        class_cnt: coachClasses[0]?.cnt ?? 0,
        follower_cnt: row.coach_follower_cnt,
        friend_yn: friend.length > 0 ? 'Y' : 'N',
      },
      statis: reviewStatis(scores, row.review_sum, row.review_cnt),
    });
  });
}

export function reviewStatis(scores: { score: number; cnt: number }[], sum: number, cnt: number) {
  const by = new Map(scores.map((s) => [s.score, s.cnt]));
  return {
    review_score: rating(sum, cnt),
    review_cnt: cnt,
    score_list: [5, 4, 3, 2, 1].map((score) => ({ score, cnt: by.get(score) ?? 0 })),
  };
}

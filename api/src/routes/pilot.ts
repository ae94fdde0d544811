// The app's main data (pilot/appMain, pilot/appMainWeb): service info, banners, events, categories.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/errors.ts';
import type { Ctx } from '../http/context.ts';
import { iso, rating } from '../services/cards.ts';
import { allEvents } from './events.ts';

export function pilotRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  app.get('/pilot/appMainWeb', async () => ok(await serviceInfo(ctx, 'web')));
  app.get('/pilot/appMain', async () => {
    const base = await serviceInfo(ctx, 'app');
    const events = await allEvents(ctx);
    const cats = await db.query<{ id: number; name: string; icon: string }>(
      'SELECT id, name, icon FROM categories ORDER BY sort',
    );
    return ok({
      ...base,
      event_list: events,
      category_list: cats.map((c) => ({
        category: c.id,
        category_name: c.name,
        icon: ctx.img(c.icon),
      })),
    });
  });
}

async function serviceInfo(ctx: Ctx, kind: 'web' | 'app') {
  const [banners, stats] = await Promise.all([
    ctx.db.query<{
      id: number;
      title: string;
      subtitle: string;
      image: string;
      link: string;
      bgcolor: string;
    }>(
      'SELECT id, title, subtitle, image, link, bgcolor FROM banners WHERE kind = $1 ORDER BY sort',
      [kind],
    ),
    ctx.db.query<{
      class_cnt: number;
      coach_cnt: number;
      user_cnt: number;
      review_cnt: number;
      review_sum: number;
    }>(
      `SELECT (SELECT COUNT(*)::int FROM classes WHERE open_flag = 'Y') AS class_cnt,
              (SELECT COUNT(*)::int FROM users WHERE coach_yn = 'Y' AND status = 'active') AS coach_cnt,
              (SELECT COUNT(*)::int FROM users WHERE status = 'active') AS user_cnt,
              (SELECT COUNT(*)::int FROM reviews) AS review_cnt,
              (SELECT COALESCE(SUM(score), 0)::int FROM reviews) AS review_sum`,
    ),
  ]);
  const s = stats[0]!;
  return {
    banner_list: banners.map((b) => ({
      banner_id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      image: ctx.img(b.image),
      link: b.link,
      bgcolor: b.bgcolor,
    })),
    service_info: {
      service_name: '배움',
      class_cnt: s.class_cnt,
      coach_cnt: s.coach_cnt,
      user_cnt: s.user_cnt,
      review_cnt: s.review_cnt,
      review_score: rating(s.review_sum, s.review_cnt),
      cs_phone: '1660-0000',
      cs_hours: '평일 10:00~18:00 (점심 12:30~13:30, 주말·공휴일 휴무)',
      cs_email: 'help@baeum.test',
      company_name: '(주)배움',
      share_title: '배움 - 세상의 모든 배움을 가장 저렴하게',
      share_image: ctx.img('/images/banner/1.webp'),
      // Where the footer's 이용약관 and 개인정보처리방침 lead: the reference posts both as notices.
      terms_url: ctx.config.termsUrl,
      privacy_url: ctx.config.privacyUrl,
      business_info: '대표 김배움 · 사업자등록번호 000-00-00000 · 서울특별시 중구 세종대로 110',
    },
  };
}

export async function currentEvents(ctx: Ctx) {
  const rows = await ctx.db.query<{
    id: number;
    title: string;
    description: string;
    banner_image: string;
    bgcolor: string;
    starts_at: Date;
    ends_at: Date;
  }>(
    'SELECT id, title, description, banner_image, bgcolor, starts_at, ends_at FROM events WHERE ends_at > now() ORDER BY starts_at DESC, id',
  );
  return rows.map((e) => ({
    event_id: e.id,
    title: e.title,
    description: e.description,
    banner_image: ctx.img(e.banner_image),
    bgcolor: e.bgcolor,
    starts_at: iso(e.starts_at),
    ends_at: iso(e.ends_at),
  }));
}

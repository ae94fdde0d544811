// Feed items (spec section 3, "Feed"): one projection and one mapper for posts and replies.
import type { Ctx } from '../http/context.ts';
import { iso, userNameSql, userPhotoSql } from './cards.ts';
import { viewerLinks } from './users.ts';

export const FEED_PAGE_SIZE = 10;

export const FEED_SELECT = `
  cm.id, cm.user_id, cm.parent_id, cm.section, cm.content, cm.photo_list, cm.youtube_file, cm.like_cnt, cm.reply_cnt,
  cm.created_at, cm.updated_at, cm.class_id, ${userNameSql('u')} AS user_name, ${userPhotoSql('u')} AS user_photo,
  u.gender, u.follower_cnt, u.coach_yn, c.name AS class_name, c.photo AS class_photo, c.signup_cnt AS class_signup_cnt`;
export const FEED_FROM = `comments cm JOIN users u ON u.id = cm.user_id LEFT JOIN classes c ON c.id = cm.class_id`;

export interface FeedRow {
  id: number;
  user_id: number;
  parent_id: number | null;
  section: string;
  content: string;
  photo_list: string[];
  youtube_file: string;
  like_cnt: number;
  reply_cnt: number;
  created_at: Date;
  updated_at: Date;
  class_id: number | null;
  user_name: string;
  user_photo: string;
  gender: string;
  follower_cnt: number;
  coach_yn: string;
  class_name: string | null;
  class_photo: string | null;
  class_signup_cnt: number | null;
}

export async function feedItems(ctx: Ctx, rows: FeedRow[], viewerId: number | null) {
  const ids = rows.map((r) => r.id);
  const authors = [...new Set(rows.map((r) => r.user_id))];
  const [likedSet, followSet, blockSet, reportSet, active] = await Promise.all([
    viewerLinks(ctx.db, 'likedComments', viewerId, ids),
    viewerLinks(ctx.db, 'followedUsers', viewerId, authors),
    viewerLinks(ctx.db, 'blockedUsers', viewerId, authors),
    viewerLinks(ctx.db, 'reportedComments', viewerId, ids),
    authors.length
      ? ctx.db.query<{ user_id: number; class_id: number; name: string }>(
          `SELECT a.id AS user_id, x.class_id, x.name FROM unnest($1::int[]) AS a(id)
           CROSS JOIN LATERAL (SELECT c.id AS class_id, c.name FROM enrollments e JOIN classes c ON c.id = e.class_id
                               WHERE e.user_id = a.id ORDER BY e.created_at DESC LIMIT 3) x`,
          [authors],
        )
      : Promise.resolve([] as { user_id: number; class_id: number; name: string }[]),
  ]);
  const activeBy = new Map<number, { class_id: number; class_name: string }[]>();
  for (const a of active) {
    if (!activeBy.has(a.user_id)) activeBy.set(a.user_id, []);
    activeBy.get(a.user_id)!.push({ class_id: a.class_id, class_name: a.name });
  }
  return rows.map((r) => {
    const photos = (Array.isArray(r.photo_list) ? r.photo_list : []).map((p) => ctx.img(p));
    const likeYn = likedSet.has(r.id) ? 'Y' : 'N';
    const friend = followSet.has(r.user_id) ? 'Y' : 'N';
    const blocked = blockSet.has(r.user_id) ? 'Y' : 'N';
    return {
      comment_id: r.id,
      parent_id: r.parent_id,
      section: r.section,
      user_id: r.user_id,
      user_name: r.user_name,
      user_photo: ctx.img(r.user_photo),
      coach_yn: r.coach_yn,
      friend_status: friend,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
      content: r.content,
      class_name: r.class_name ?? '',
      mcClass_id: r.class_id,
      class_photo: r.class_photo ? ctx.img(r.class_photo) : '',
      class_signup_data: r.class_signup_cnt ?? 0,
      like_status: likeYn,
      like_yn: likeYn,
      like_cnt: r.like_cnt,
      reply_cnt: r.reply_cnt,
      block_flag: blocked,
      blocked,
      poor_flag: reportSet.has(r.id) ? 'Y' : 'N',
      youtube_file: r.youtube_file,
      photo: photos[0] ?? '',
      photo_list: photos,
      mine: viewerId === r.user_id ? 'Y' : 'N',
      user_info: {
        user_id: r.user_id,
        user_name: r.user_name,
        user_photo: ctx.img(r.user_photo),
        gender: r.gender,
        friend_status: friend,
        mcFriend_cnt: r.follower_cnt,
        active_list: activeBy.get(r.user_id) ?? [],
      },
    };
  });
}

export type FeedItem = Awaited<ReturnType<typeof feedItems>>[number];

export async function feedItemById(
  ctx: Ctx,
  commentId: number,
  viewerId: number | null,
): Promise<FeedItem | null> {
  const rows = await ctx.db.query<FeedRow>(
    `SELECT ${FEED_SELECT} FROM ${FEED_FROM} WHERE cm.id = $1 AND cm.visible`,
    [commentId],
  );
  if (!rows[0]) return null;
  return (await feedItems(ctx, rows, viewerId))[0]!;
}

// Editing one's own profile (nickname, photo, introduction) and applying as a coach.
import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../http/errors.ts';
import { requireSelf, requireUser, type Ctx } from '../http/context.ts';
import { id, parse, personName, phone, text, z } from '../http/validate.ts';
import { photoListSchema } from '../http/photoList.ts';
import { msg } from '../messages.ts';
import { claimingName } from '../services/names.ts';
import { iso, userPhotoSql } from '../services/cards.ts';

export function profileEditRoutes(app: FastifyInstance, ctx: Ctx): void {
  profileFormRoutes(app, ctx);
  coachApplicationRoute(app, ctx);
}

function profileFormRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const photoUrl = photoListSchema(ctx.config.publicBase);

  app.get('/profile_edit', async (req) => {
    const auth = await requireUser(ctx, req);
    const rows = await db.query<{
      name: string;
      nickname: string | null;
      photo: string | null;
      profile_comment: string;
      email: string | null;
      phone: string;
    }>('SELECT name, nickname, photo, profile_comment, email, phone FROM users WHERE id = $1', [
      auth.id,
    ]);
    const u = rows[0]!;
    const current = u.photo ?? `/images/avatar/${auth.id}.webp`;
    return ok({
      userInfo: {
        user_id: auth.id,
        name: u.name,
        user_name: u.nickname ?? u.name,
        nickname: u.nickname ?? u.name,
        profile_comment: u.profile_comment,
        email: u.email ?? '',
        phone: u.phone,
        photo: [{ photo_url: ctx.img(current), is_default: u.photo ? 'N' : 'Y' }],
      },
    });
  });

  app.put('/new/v2/api/user', async (req) => {
    const q = parse(
      z.object({ user_id: id(), community_id: z.coerce.number().int().min(0).default(0) }),
      req.query,
    );
    const b = parse(
      z.object({
        nickname: personName(msg.nicknameRule),
        photo: z.union([z.literal(''), z.string().max(300)]).optional(),
        profile_comment: text(300).optional(),
      }),
      req.body,
    );
    await requireSelf(ctx, req, q.user_id);
    // The client always sends photo; '' means "keep the current one", 'default' resets it.
    let photo: string | null | undefined;
    if (b.photo === 'default') photo = null;
    else if (b.photo) photo = parse(photoUrl, [b.photo])[0];
    await claimingName(() =>
      db.query(
        `UPDATE users SET nickname = $2, profile_comment = COALESCE($3, profile_comment),
           photo = CASE WHEN $4::boolean THEN $5 ELSE photo END WHERE id = $1`,
        [q.user_id, b.nickname, b.profile_comment ?? null, photo !== undefined, photo ?? null],
      ),
    );
    const rows = await db.query<{ photo: string; profile_comment: string }>(
      `SELECT ${userPhotoSql('users')} AS photo, profile_comment FROM users WHERE id = $1`,
      [q.user_id],
    );
    return ok({
      user_id: q.user_id,
      nickname: b.nickname,
      user_photo: ctx.img(rows[0]!.photo),
      profile_comment: rows[0]!.profile_comment,
    });
  });
}

function coachApplicationRoute(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  app.post('/coach/:userId', async (req) => {
    const p = parse(z.object({ userId: id() }), req.params);
    const b = parse(
      z.object({
        phone: z.union([z.literal(''), phone()]).optional(),
        kakako_id: text(50).optional(),
        living_abroad: z
          .union([z.boolean(), z.enum(['Y', 'N', 'true', 'false', '1', '0'])])
          .transform((v) => (v === true || v === 'Y' || v === 'true' || v === '1' ? 'Y' : 'N'))
          .default('N'),
      }),
      req.body,
    );
    await requireSelf(ctx, req, p.userId);
    if (!b.phone && !b.kakako_id) throw badRequest(msg.contactRequired);
    const rows = await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE users SET kakao_id = COALESCE($2, kakao_id), living_abroad = $3 WHERE id = $1',
        [p.userId, b.kakako_id || null, b.living_abroad],
      );
      return tx.query<{ id: number; created_at: Date }>(
        'INSERT INTO coach_applications (user_id, phone, kakao_id, living_abroad) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
        [p.userId, b.phone ?? '', b.kakako_id ?? '', b.living_abroad],
      );
    });
    return ok({
      application_id: rows[0]!.id,
      user_id: p.userId,
      status: 'submitted',
      created_at: iso(rows[0]!.created_at),
    });
  });
}

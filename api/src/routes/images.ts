// Generated SVG images under /images/... (uploaded photos: uploads.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http/errors.ts';
import type { Ctx } from '../http/context.ts';
import { parse, z } from '../http/validate.ts';
import { avatar, banner, categoryIcon, classCover, feedPhoto } from '../images/svg.ts';

const svgFile = z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) });
const idOf = (file: string) => Number(file.slice(0, -4));

function sendSvg(reply: FastifyReply, body: string) {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=86400')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(body);
}

export function imageRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const classRow = async (id: number) => {
    const rows = await db.query<{ name: string; category: string; color: string }>(
      'SELECT c.name, k.name AS category, k.color FROM classes c JOIN categories k ON k.id = c.category_id WHERE c.id = $1',
      [id],
    );
    if (!rows[0]) throw notFound('이미지');
    return rows[0];
  };

  app.get('/images/class/:file', async (req, reply) => {
    const id = idOf(parse(svgFile, req.params).file);
    const c = await classRow(id);
    return sendSvg(reply, classCover({ id, title: c.name, category: c.category, color: c.color }));
  });

  app.get('/images/class/:id/small.svg', async (req, reply) => {
    const p = parse(
      z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
      req.params,
    );
    const c = await classRow(p.id);
    return sendSvg(
      reply,
      classCover({ id: p.id, title: c.name, category: c.category, color: c.color, small: true }),
    );
  });

  app.get('/images/avatar/:file', async (req, reply) => {
    const id = idOf(parse(svgFile, req.params).file);
    const rows = await db.query<{ name: string }>(
      'SELECT COALESCE(nickname, name) AS name FROM users WHERE id = $1',
      [id],
    );
    if (!rows[0]) throw notFound('이미지');
    return sendSvg(reply, avatar({ id, name: rows[0].name }));
  });

  app.get('/images/category/:file', async (req, reply) => {
    const id = idOf(parse(svgFile, req.params).file);
    const rows = await db.query<{ name: string; color: string; icon_key: string }>(
      'SELECT name, color, icon_key FROM categories WHERE id = $1',
      [id],
    );
    if (!rows[0]) throw notFound('이미지');
    return sendSvg(
      reply,
      categoryIcon({ icon: rows[0].icon_key, color: rows[0].color, name: rows[0].name }),
    );
  });

  app.get('/images/banner/:file', async (req, reply) => {
    const id = idOf(parse(svgFile, req.params).file);
    const rows = await db.query<{ title: string; subtitle: string; bgcolor: string }>(
      'SELECT title, subtitle, bgcolor FROM banners WHERE id = $1',
      [id],
    );
    if (!rows[0]) throw notFound('이미지');
    return sendSvg(reply, banner(rows[0]));
  });

  app.get('/images/event/:file', async (req, reply) => {
    const id = idOf(parse(svgFile, req.params).file);
    const rows = await db.query<{ title: string; description: string; bgcolor: string }>(
      'SELECT title, description, bgcolor FROM events WHERE id = $1',
      [id],
    );
    if (!rows[0]) throw notFound('이미지');
    return sendSvg(
      reply,
      banner({ title: rows[0].title, subtitle: rows[0].description, bgcolor: rows[0].bgcolor }),
    );
  });

  app.get('/images/feed/:file', async (req, reply) => {
    const p = parse(z.object({ file: z.string().regex(/^\d{1,9}_\d{1,2}\.svg$/) }), req.params);
    return sendSvg(reply, feedPhoto(p.file));
  });
}

// Generated images under /images/...: each drawn as SVG (images/svg.ts) and served as SVG or,
// under the same name ending in .webp, as WebP (images/raster.ts) — the URLs the API hands out
// name the WebP. Uploaded photos: uploads.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http/errors.ts';
import type { Ctx } from '../http/context.ts';
import { parse, z } from '../http/validate.ts';
import { svgToWebp } from '../images/raster.ts';
import { avatar, banner, categoryIcon, classCover, feedPhoto } from '../images/svg.ts';

const imageFile = z.object({ file: z.string().regex(/^\d{1,9}\.(svg|webp)$/) });
const idOf = (file: string) => Number(file.slice(0, file.lastIndexOf('.')));
const formatOf = (file: string): 'svg' | 'webp' => (file.endsWith('.webp') ? 'webp' : 'svg');

async function sendImage(reply: FastifyReply, svg: string, format: 'svg' | 'webp') {
  reply
    .header('Cache-Control', 'public, max-age=86400')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (format === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(svg);
  return reply.type('image/webp').send(await svgToWebp(svg));
}

export function imageRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  /** The one row an image is drawn from; 404 when there is none. */
  const rowOf = async <Row>(sql: string, id: number): Promise<Row> => {
    const rows = await db.query<Row>(sql, [id]);
    if (!rows[0]) throw notFound('이미지');
    return rows[0];
  };
  /**
   * GET `path` (an `{id}.svg` or `{id}.webp` file): the image `draw` makes of the row `sql`
   * finds for the id.
   */
  const svgRoute = <Row>(path: string, sql: string, draw: (row: Row, id: number) => string) => {
    app.get(path, async (req, reply) => {
      const { file } = parse(imageFile, req.params);
      const id = idOf(file);
      return sendImage(reply, draw(await rowOf<Row>(sql, id), id), formatOf(file));
    });
  };
  type ClassRow = { name: string; category: string; color: string };
  const classSql =
    'SELECT c.name, k.name AS category, k.color FROM classes c JOIN categories k ON k.id = c.category_id WHERE c.id = $1';

  svgRoute<ClassRow>('/images/class/:file', classSql, (c, id) =>
    classCover({ id, title: c.name, category: c.category, color: c.color }),
  );

  app.get('/images/class/:id/:small', async (req, reply) => {
    const p = parse(
      z.object({
        id: z.coerce.number().int().min(1).max(2_147_483_647),
        small: z.enum(['small.svg', 'small.webp']),
      }),
      req.params,
    );
    const c = await rowOf<ClassRow>(classSql, p.id);
    return sendImage(
      reply,
      classCover({ id: p.id, title: c.name, category: c.category, color: c.color, small: true }),
      formatOf(p.small),
    );
  });

  svgRoute<{ name: string }>(
    '/images/avatar/:file',
    'SELECT COALESCE(nickname, name) AS name FROM users WHERE id = $1',
    (u, id) => avatar({ id, name: u.name }),
  );

  svgRoute<{ name: string; color: string; icon_key: string }>(
    '/images/category/:file',
    'SELECT name, color, icon_key FROM categories WHERE id = $1',
    (k) => categoryIcon({ icon: k.icon_key, color: k.color, name: k.name }),
  );

  svgRoute<{ title: string; bgcolor: string }>(
    '/images/banner/:file',
    'SELECT title, bgcolor FROM banners WHERE id = $1',
    (b) => banner(b),
  );

  svgRoute<{ title: string; bgcolor: string }>(
    '/images/event/:file',
    'SELECT title, bgcolor FROM events WHERE id = $1',
    (e) => banner({ title: e.title, bgcolor: e.bgcolor }),
  );

  app.get('/images/feed/:file', async (req, reply) => {
    const p = parse(
      z.object({ file: z.string().regex(/^\d{1,9}_\d{1,2}\.(svg|webp)$/) }),
      req.params,
    );
    return sendImage(reply, feedPhoto(p.file.replace(/\.webp$/, '.svg')), formatOf(p.file));
  });
}

// App-push settings (spec section 3: eight flags, each OFF by default). The spec names no call
// that stores them; these two keep them per member so every device and the app's web view
// read the same flags. Routes: GET /push_settings, PUT /push_settings (a partial set of flags).
import type { FastifyInstance } from 'fastify';
import { APP_PUSH_FLAGS, type AppPushFlag } from '@baeum/shared/validation';
import { ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { parse, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { iso } from '../services/cards.ts';

type Flags = Record<AppPushFlag, boolean>;

// JSON booleans, or the strings a form or the product's Y/N convention sends.
const flag = z
  .union([z.boolean(), z.enum(['Y', 'N', 'true', 'false', '1', '0'])], {
    error: msg.pushFlagValue,
  })
  .transform((v) => v === true || v === 'Y' || v === 'true' || v === '1');

const update = z
  .strictObject(Object.fromEntries(APP_PUSH_FLAGS.map((f) => [f, flag.optional()])), {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? msg.pushFlagUnknown(issue.keys.join(', ')) : undefined,
  })
  .refine((b) => APP_PUSH_FLAGS.some((f) => b[f] !== undefined), {
    message: msg.pushFlagRequired,
  });

// The column names come from the fixed list above, never from the request.
const COLUMNS = APP_PUSH_FLAGS.join(', ');

export function pushSettingsRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  const read = async (userId: number) => {
    const rows = await db.query<Flags & { updated_at: Date }>(
      `SELECT ${COLUMNS}, updated_at FROM push_settings WHERE user_id = $1`,
      [userId],
    );
    const row = rows[0];
    const flags = Object.fromEntries(APP_PUSH_FLAGS.map((f) => [f, row?.[f] === true])) as Flags;
    return { user_id: userId, ...flags, updated_at: row ? iso(row.updated_at) : null };
  };

  app.get('/push_settings', async (req) => {
    const auth = await requireUser(ctx, req);
    return ok(await read(auth.id));
  });

  app.put('/push_settings', async (req) => {
    const b = parse(update, req.body) as Partial<Flags>;
    const auth = await requireUser(ctx, req);
    // Only the flags sent change (two switches flipped at once never undo each other); a
    // member without a row starts from every flag OFF.
    const values = APP_PUSH_FLAGS.map((f) => b[f] ?? null);
    const params = APP_PUSH_FLAGS.map((_, i) => `$${i + 2}::boolean`);
    await db.query(
      `INSERT INTO push_settings (user_id, ${COLUMNS})
       VALUES ($1, ${params.map((p) => `COALESCE(${p}, false)`).join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET
         ${APP_PUSH_FLAGS.map((f, i) => `${f} = COALESCE(${params[i]}, push_settings.${f})`).join(', ')},
         updated_at = now()`,
      [auth.id, ...values],
    );
    return ok(await read(auth.id));
  });
}

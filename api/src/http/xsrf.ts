// XSRF: the client echoes the `XSRF-TOKEN` cookie as the `X-XSRF-TOKEN` header (or, for a plain
// HTML form, the field `xsrf`) on every POST/PUT/PATCH/DELETE.
// - With a session cookie (a signed-in browser, the credential a forged request would ride on)
//   the only value that passes is the one bound to that session: HMAC(secret, session id)
//   (`tokens.xsrf`). Log-in and sign-up set it with the session; any request whose XSRF cookie
//   is not it gets it set. A pair the attacker chose (cookie planted, header to match) is 403.
// - Without one, plain double submit: the header must equal the cookie, a random value the API
//   sets when the request has none (any well-formed value a client brings works).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, XSRF_COOKIE, setXsrfCookie } from '../auth/sessions.ts';
import { sameText } from '../auth/tokens.ts';
import { msg } from '../messages.ts';
import type { Ctx } from './context.ts';
import { ApiError } from './errors.ts';

export { XSRF_COOKIE };
export const XSRF_HEADER = 'x-xsrf-token';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const XSRF_RE = /^[A-Za-z0-9_-]{20,128}$/;

/** The value a mutating request must send, for requests whose form field is checked later. */
const expectedOf = new WeakMap<FastifyRequest, string | undefined>();

function matches(sent: unknown, expected: string | undefined): boolean {
  return typeof sent === 'string' && typeof expected === 'string' && sameText(sent, expected);
}

export function xsrfHooks(app: FastifyInstance, ctx: Ctx): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return;
    const session = req.cookies[SESSION_COOKIE];
    const sid = session ? ctx.tokens.verify(session, ['s'])?.sid : undefined;
    const bound = sid ? ctx.tokens.xsrf(sid) : undefined;
    const cookieToken = req.cookies[XSRF_COOKIE];
    const wellFormed = typeof cookieToken === 'string' && XSRF_RE.test(cookieToken);
    if (bound ? cookieToken !== bound : !wellFormed)
      setXsrfCookie(ctx, reply, bound ?? randomBytes(24).toString('base64url'));
    if (!MUTATING.has(req.method)) return;
    // The test payment provider's own page (routes/pgTest.ts) stands for another site: it checks
    // its own signed form field instead (issue #37).
    if (req.routeOptions.config?.xsrfExempt) return;
    const expected = bound ?? (wellFormed ? cookieToken : undefined);
    const header = req.headers[XSRF_HEADER];
    // A route that a plain HTML form posts to (config.xsrfFormField) may carry the token in the
    // form field `xsrf` instead of the header: checked once the body is parsed, below.
    if (header === undefined && req.routeOptions.config?.xsrfFormField) {
      expectedOf.set(req, expected);
      return;
    }
    if (!matches(header, expected)) throw new ApiError(403, msg.xsrf);
  });
  app.addHook('preHandler', async (req) => {
    if (!expectedOf.has(req)) return;
    const field = (req.body as { xsrf?: unknown } | null | undefined)?.xsrf;
    if (!matches(field, expectedOf.get(req))) throw new ApiError(403, msg.xsrf);
  });
}

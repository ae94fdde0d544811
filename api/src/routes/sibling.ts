// The sibling site's stand-in pages (spec section 4, cross-site check): its log-in check and its
// log-out, same-origin through the proxy.
import type { FastifyInstance } from 'fastify';
import { httpUrl } from '@baeum/shared/validation';
import { type Ctx } from '../http/context.ts';
import { parse, z } from '../http/validate.ts';
import {
  clearSessionCookie,
  closeSessions,
  SESSION_COOKIE,
  sessionIdsOf,
  userOfCredential,
} from '../auth/sessions.ts';
import { msg } from '../messages.ts';
import { escapeXml } from '../images/svg.ts';

/** A tiny HTML page for the sibling-site stand-ins. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeXml(title)}</title></head><body>${body}</body></html>`;
}

export function siblingRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  app.get('/sibling/login_check', async (req, reply) => {
    const user = await userOfCredential(ctx, req.cookies[SESSION_COOKIE], ['s']);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return page(
      '로그인 확인',
      `<input type="hidden" id="login_user_id" value="${user?.id ?? ''}">`,
    );
  });

  // Logging out is a POST (a link, an <img> or a prefetch cannot log anyone out). The shell posts
  // a form (field `xsrf` = the XSRF cookie, as a form cannot send the header) or calls it with
  // the header; `return` must be a path on this site or an address on a configured origin.
  app.post('/sibling/logout', { config: { xsrfFormField: true } }, async (req, reply) => {
    const b = parse(
      z.object({ return: z.string().max(2000).optional(), xsrf: z.string().max(200).optional() }),
      req.body ?? {},
    );
    await closeSessions(db, sessionIdsOf(ctx, req).ids);
    clearSessionCookie(ctx, reply);
    reply.header('Cache-Control', 'no-store');
    const target = safeReturnUrl(b.return, ctx.config.corsOrigins);
    if (target) return reply.redirect(target, 303);
    reply.type('text/html; charset=utf-8');
    return page(msg.loggedOut, `<p>${msg.loggedOut}</p>`);
  });

  app.get('/sibling/logout', async (_req, reply) => {
    reply
      .code(405)
      .header('Allow', 'POST')
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8');
    return page(msg.logoutByPost, `<p>${msg.logoutByPost}</p>`);
  });
}

/**
 * Where a log-out may send the browser: a path on this site (`/…`, not `//…`), or an http(s)
 * address whose origin is one of `origins` (the configured front-end origins). Anything else: null.
 */
export function safeReturnUrl(
  value: string | undefined,
  origins: readonly string[],
): string | null {
  if (!value) return null;
  // Control characters and backslashes (browsers read `/\\host` as `//host`): never.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\')) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  const url = httpUrl(value);
  if (!url) return null;
  if (url.username || url.password) return null;
  return origins.includes(url.origin) ? url.toString() : null;
}

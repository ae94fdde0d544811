// Social log-in (issue 52): 카카오로 시작하기, 네이버로 시작하기, Apple로 계속하기.
//
// 1. `GET /new/auth/social/:provider/start?returnTo=/path` (a browser navigation): a flow row
//    (state hash, nonce, PKCE verifier — nothing about the person) and a signed cookie holding
//    the state bind the flow to this browser; 302 to the provider.
// 2. `GET|POST /new/auth/social/:provider/callback`: the state must match the cookie and a flow
//    row, which is deleted (a state works once); the code is redeemed and the id_token checked
//    (auth/social.ts). A linked provider account signs its member in (the same session as
//    `POST /login/Auth`). A new one gets a *pending sign-up*: a signed, httpOnly, 10-minute
//    cookie carrying what the provider said — nothing is stored until the person confirms
//    (만 14세 이상 and the required terms) at `POST /new/auth/social/signup`. Failures go back to
//    `/login?social_error=<code>` (`/settings?…` when linking), the codes of socialMsg.failure.
// 3. When the provider's verified e-mail is an existing member's, the pending step offers to
//    link instead: `POST /new/auth/social/link` with that member's password.
// 4. Settings: `GET /new/auth/social/links`, linking by `start?link=1` while signed in, and
//    `DELETE /new/auth/social/links/:provider` (never the last way in).
//
// Why a signed cookie for the pending sign-up rather than a row: the person has not agreed to
// anything yet (and may be under 14), so nothing about them is written anywhere of ours; the
// cookie expires by itself and a refusal just clears it.
import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/errors.ts';
import { markMemberAnswer, requireUser, type Ctx } from '../http/context.ts';
import { parse, z } from '../http/validate.ts';
import { verifyPassword } from '../auth/password.ts';
import { startLoginAttempt } from '../auth/loginLimits.ts';
import { rememberDevice } from '../auth/deviceCookie.ts';
import { issueCredentials, SESSION_COOKIE, userOfCredential } from '../auth/sessions.ts';
import { SocialError, type SocialClients, type SocialProfile } from '../auth/social.ts';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../auth/socialConfig.ts';
import type { Db, Queryable } from '../db/types.ts';
import { msg, socialMsg } from '../messages.ts';
import { claimingName } from '../services/names.ts';
import { welcomeMember } from './membership.ts';

export const FLOW_COOKIE = 'baeum_social_flow';
export const PENDING_COOKIE = 'baeum_social_pending';
const FLOW_TTL_MS = 10 * 60 * 1000;
const PENDING_TTL_MS = 10 * 60 * 1000;
/** The front end's page for the age and terms step (mfe-account). */
export const CONFIRM_PAGE = '/social/confirm';

interface Pending {
  provider: SocialProvider;
  subject: string;
  name: string | null;
  photo: string | null;
  email: string | null;
  /** The existing member whose verified e-mail matched: linking is offered to them. */
  match: number | null;
  returnTo: string;
  exp: number;
}

/** Drops control characters (C0 and DEL). */
const printable = (v: string) =>
  [...v].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join('');

const sha = (v: string) => createHash('sha256').update(v).digest('base64url');

/** A same-site path: starts with one '/', no scheme, no host, no backslash, no control codes. */
export function safeReturnTo(value: unknown): string | null {
  if (value === undefined || value === '') return '/';
  if (typeof value !== 'string' || value.length > 300) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  if (printable(value) !== value) return null;
  return value;
}

function withQuery(path: string, key: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;
}

export function socialLoginRoutes(app: FastifyInstance, ctx: Ctx, clients: SocialClients): void {
  const { db } = ctx;
  const cookieBase = () => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.secureCookies,
    signed: true,
  });

  function providerOf(raw: unknown): SocialProvider {
    const p = SOCIAL_PROVIDERS.find((x) => x === raw);
    if (!p || !clients.enabled().includes(p)) throw new ApiError(404, socialMsg.providerOff);
    return p;
  }

  function readPending(req: FastifyRequest): Pending | null {
    const raw = req.cookies[PENDING_COOKIE];
    if (!raw || raw.length > 4000) return null;
    const un = req.unsignCookie(raw);
    if (!un.valid || !un.value) return null;
    try {
      const p = JSON.parse(Buffer.from(un.value, 'base64url').toString('utf8')) as Pending;
      return typeof p.exp === 'number' && p.exp > Date.now() ? p : null;
    } catch {
      return null;
    }
  }
  const clearPending = (reply: FastifyReply) => reply.clearCookie(PENDING_COOKIE, { path: '/' });

  async function signIn(req: FastifyRequest, reply: FastifyReply, userId: number) {
    rememberDevice(ctx, req, reply, userId);
    return issueCredentials(ctx, reply, userId);
  }

  app.addHook('onRequest', async (req) => {
    if ((req.routeOptions.url ?? '').startsWith('/new/auth/social/')) markMemberAnswer(req);
  });

  app.get('/new/auth/social/providers', async () =>
    ok({
      providers: clients.enabled().map((p) => ({ provider: p, label: socialMsg.label[p] })),
      stand_in: ctx.config.social.standIn,
    }),
  );

  app.get('/new/auth/social/:provider/start', async (req, reply) => {
    const provider = providerOf((req.params as { provider: string }).provider);
    const q = parse(
      z.object({ returnTo: z.string().max(300).optional(), link: z.enum(['1']).optional() }),
      req.query,
    );
    const returnTo = safeReturnTo(q.returnTo);
    if (!returnTo) throw new ApiError(400, socialMsg.badReturnTo);
    const errorPage = q.link ? returnTo : '/login';
    let linkUser: number | null = null;
    if (q.link) {
      const user = await userOfCredential(ctx, req.cookies[SESSION_COOKIE], ['s']);
      if (!user)
        return reply.redirect(
          withQuery(withQuery('/login', 'social_error', 'login_required'), 'next', returnTo),
        );
      linkUser = user.id;
    }
    let begun;
    try {
      begun = await clients.begin(provider);
    } catch (err) {
      const reason = err instanceof SocialError ? err.reason : 'provider_down';
      req.log.warn({ provider, reason }, 'social log-in could not start');
      return reply.redirect(withQuery(errorPage, 'social_error', reason));
    }
    await db.query('DELETE FROM social_login_flows WHERE expires_at <= now()');
    await db.query(
      `INSERT INTO social_login_flows (state_hash, provider, nonce, code_verifier, return_to, link_user_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + $7 * interval '1 millisecond')`,
      [sha(begun.state), provider, begun.nonce, begun.verifier, returnTo, linkUser, FLOW_TTL_MS],
    );
    reply.setCookie(FLOW_COOKIE, begun.state, {
      ...cookieBase(),
      maxAge: FLOW_TTL_MS / 1000,
      // Apple answers with a cross-site form POST: the cookie must travel on it (HTTPS only).
      ...(ctx.config.social.providers[provider]?.responseMode === 'form_post' &&
      ctx.config.secureCookies
        ? { sameSite: 'none' as const }
        : {}),
    });
    return reply.redirect(begun.url.href);
  });

  async function callback(req: FastifyRequest, reply: FastifyReply) {
    const provider = providerOf((req.params as { provider: string }).provider);
    const source = req.method === 'POST' ? req.body : req.query;
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries((source ?? {}) as Record<string, unknown>))
      if (typeof v === 'string' && v.length <= 4000) params.set(k, v);
    const state = params.get('state') ?? '';
    const raw = req.cookies[FLOW_COOKIE];
    const cookieState = raw ? req.unsignCookie(raw) : null;
    reply.clearCookie(FLOW_COOKIE, { path: '/' });
    // The flow row goes whatever happens next: a state is used once.
    const rows = state
      ? await db.query<{
          nonce: string | null;
          code_verifier: string;
          return_to: string;
          link_user_id: number | null;
          live: boolean;
        }>(
          `DELETE FROM social_login_flows WHERE state_hash = $1 AND provider = $2
           RETURNING nonce, code_verifier, return_to, link_user_id, expires_at > now() AS live`,
          [sha(state), provider],
        )
      : [];
    const flow = rows[0];
    // Back to where the person came from: the settings page that linked, or the log-in page
    // (with the way on after it).
    const fail = (reason: string) =>
      reply.redirect(
        flow?.link_user_id
          ? withQuery(flow.return_to, 'social_error', reason)
          : withQuery(withQuery('/login', 'social_error', reason), 'next', flow?.return_to ?? '/'),
      );
    if (!flow || !flow.live || !cookieState?.valid || cookieState.value !== state)
      return fail('state');
    let profile: SocialProfile;
    try {
      profile = await clients.finish(provider, params, {
        state,
        nonce: flow.nonce,
        verifier: flow.code_verifier,
      });
    } catch (err) {
      const reason = err instanceof SocialError ? err.reason : 'token';
      req.log.warn({ provider, reason, err: (err as Error)?.cause }, 'social log-in refused');
      return fail(reason);
    }
    const linked = await db.query<{ user_id: number }>(
      `SELECT l.user_id FROM social_links l JOIN users u ON u.id = l.user_id
       WHERE l.provider = $1 AND l.subject = $2 AND u.status = 'active'`,
      [provider, profile.subject],
    );
    const owner = linked[0]?.user_id;
    if (flow.link_user_id) {
      // Linking from the settings.
      if (owner !== undefined && owner !== flow.link_user_id) return fail('already_linked');
      if (owner === undefined) {
        const added = await addLink(db, flow.link_user_id, provider, profile.subject);
        if (added !== 'ok') return fail(added);
      }
      return reply.redirect(withQuery(flow.return_to, 'social_linked', provider));
    }
    if (owner !== undefined) {
      await signIn(req, reply, owner);
      return reply.redirect(flow.return_to);
    }
    // A new person: nothing is stored; the age and terms step comes first.
    const match = profile.email
      ? await db.query<{ id: number }>(
          `SELECT id FROM users WHERE lower(email) = lower($1) AND status = 'active'
             AND password_hash IS NOT NULL LIMIT 2`,
          [profile.email],
        )
      : [];
    const pending: Pending = {
      provider,
      subject: profile.subject,
      name: profile.name,
      photo: profile.photo,
      email: profile.email,
      match: match.length === 1 ? match[0]!.id : null,
      returnTo: flow.return_to,
      exp: Date.now() + PENDING_TTL_MS,
    };
    reply.setCookie(PENDING_COOKIE, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
      ...cookieBase(),
      maxAge: PENDING_TTL_MS / 1000,
    });
    return reply.redirect(CONFIRM_PAGE);
  }
  app.get('/new/auth/social/:provider/callback', callback);
  // Apple's form_post: a cross-site POST carrying no XSRF token; the state is its check.
  app.post('/new/auth/social/:provider/callback', { config: { xsrfExempt: true } }, callback);

  // The pending step's page asks who is signing up (nothing here is stored either).
  app.get('/new/auth/social/pending', async (req) => {
    const p = readPending(req);
    if (!p) throw new ApiError(410, socialMsg.pendingMissing);
    return ok({
      provider: p.provider,
      provider_label: socialMsg.label[p.provider],
      name: p.name ?? socialMsg.defaultName(socialMsg.label[p.provider]!),
      photo: p.photo,
      email: p.email,
      link_offer: p.match !== null,
      return_to: p.returnTo,
    });
  });

  app.post('/new/auth/social/cancel', async (_req, reply) => {
    clearPending(reply);
    return ok({});
  });

  const yn = z.enum(['Y', 'N']);
  app.post('/new/auth/social/signup', async (req, reply) => {
    const b = parse(
      z.object({
        over14: yn,
        terms: yn.default('N'),
        privacy: yn.default('N'),
        marketing: yn.default('N'),
      }),
      req.body,
    );
    const p = readPending(req);
    if (!p) throw new ApiError(410, socialMsg.pendingMissing);
    if (b.over14 !== 'Y') {
      // Under 14: a guardian's consent is needed, which we do not offer. Nothing was stored;
      // what the provider told us goes too.
      clearPending(reply);
      throw new ApiError(403, socialMsg.under14);
    }
    if (b.terms !== 'Y' || b.privacy !== 'Y') throw new ApiError(400, socialMsg.termsRequired);
    const userId = await createSocialMember(db, p, b.marketing === 'Y');
    clearPending(reply);
    return ok({ ...(await signIn(req, reply, userId)), return_to: p.returnTo });
  });

  app.post('/new/auth/social/link', async (req, reply) => {
    const b = parse(z.object({ passwd: z.string().min(1).max(200) }), req.body);
    const p = readPending(req);
    if (!p) throw new ApiError(410, socialMsg.pendingMissing);
    if (p.match === null) throw new ApiError(400, socialMsg.noLinkOffer);
    const rows = await db.query<{ phone: string | null; password_hash: string | null }>(
      "SELECT phone, password_hash FROM users WHERE id = $1 AND status = 'active'",
      [p.match],
    );
    const member = rows[0];
    if (!member) throw new ApiError(410, socialMsg.pendingMissing);
    // The member proves it is them: a log-in try like any other (same limits).
    const attempt = await startLoginAttempt(
      ctx,
      req,
      reply,
      member.phone ?? `user:${p.match}`,
      p.match,
    );
    const good = await verifyPassword(b.passwd, member.password_hash);
    await attempt.done(good);
    if (!good) throw new ApiError(401, socialMsg.linkPasswordWrong);
    const added = await addLink(db, p.match, p.provider, p.subject);
    if (added !== 'ok') throw new ApiError(409, socialMsg.failure[added]!);
    clearPending(reply);
    return ok({ ...(await signIn(req, reply, p.match)), return_to: p.returnTo });
  });

  app.get('/new/auth/social/links', async (req) => {
    const auth = await requireUser(ctx, req);
    const [links, member] = await Promise.all([
      db.query<{ provider: SocialProvider; linked_at: Date }>(
        'SELECT provider, linked_at FROM social_links WHERE user_id = $1',
        [auth.id],
      ),
      db.query<{ has_password: boolean }>(
        'SELECT password_hash IS NOT NULL AS has_password FROM users WHERE id = $1',
        [auth.id],
      ),
    ]);
    const enabled = clients.enabled();
    return ok({
      has_password: member[0]?.has_password ?? false,
      providers: SOCIAL_PROVIDERS.filter(
        (p) => enabled.includes(p) || links.some((l) => l.provider === p),
      ).map((p) => {
        const l = links.find((x) => x.provider === p);
        return {
          provider: p,
          label: socialMsg.label[p],
          linked: Boolean(l),
          linked_at: l ? new Date(l.linked_at).toISOString() : null,
        };
      }),
    });
  });

  app.delete('/new/auth/social/links/:provider', async (req) => {
    const provider = SOCIAL_PROVIDERS.find(
      (x) => x === (req.params as { provider: string }).provider,
    );
    if (!provider) throw new ApiError(404, socialMsg.providerOff);
    const auth = await requireUser(ctx, req);
    await db.transaction(async (tx) => {
      // The member's row is locked: two unlinks at once cannot both leave "another way in".
      const u = await tx.query<{ has_password: boolean }>(
        "SELECT password_hash IS NOT NULL AS has_password FROM users WHERE id = $1 AND status = 'active' FOR UPDATE",
        [auth.id],
      );
      const links = await tx.query<{ provider: string }>(
        'SELECT provider FROM social_links WHERE user_id = $1',
        [auth.id],
      );
      if (!links.some((l) => l.provider === provider)) throw new ApiError(404, socialMsg.notLinked);
      const others = links.length - 1 + (u[0]?.has_password ? 1 : 0);
      if (others < 1) throw new ApiError(409, socialMsg.lastWayIn);
      await tx.query('DELETE FROM social_links WHERE user_id = $1 AND provider = $2', [
        auth.id,
        provider,
      ]);
    });
    return ok({ message: socialMsg.unlinked(socialMsg.label[provider]!) });
  });
}

/** Links (provider, subject) to the member: 'ok', or why not. */
async function addLink(
  db: Queryable,
  userId: number,
  provider: SocialProvider,
  subject: string,
): Promise<'ok' | 'already_linked' | 'provider_taken'> {
  const rows = await db.query<{ user_id: number; provider: string; subject: string }>(
    `INSERT INTO social_links (provider, subject, user_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [provider, subject, userId],
  );
  if (rows.length) return 'ok';
  const taken = await db.query<{ user_id: number }>(
    'SELECT user_id FROM social_links WHERE provider = $1 AND subject = $2',
    [provider, subject],
  );
  if (taken[0]?.user_id === userId) return 'ok';
  return taken[0] ? 'already_linked' : 'provider_taken';
}

/**
 * The member a confirmed pending sign-up becomes: the provider's name (with digits appended when
 * another member has it) and photo, the link, the marketing decision, the welcome.
 */
async function createSocialMember(db: Db, p: Pending, marketing: boolean): Promise<number> {
  const name = printable(p.name ?? socialMsg.defaultName(socialMsg.label[p.provider]!)).slice(
    0,
    30,
  );
  for (let attempt = 0; ; attempt++) {
    const nickname = attempt === 0 ? null : `${name.slice(0, 24)}${randomInt(1000, 1_000_000)}`;
    try {
      return await claimingName(() =>
        db.transaction(async (tx) => {
          const rows = await tx.query<{ id: number }>(
            'INSERT INTO users (phone, password_hash, name, nickname, photo, email) VALUES (NULL, NULL, $1, $2, $3, $4) RETURNING id',
            [name, nickname, p.photo, p.email],
          );
          const id = rows[0]!.id;
          const linked = await tx.query(
            'INSERT INTO social_links (provider, subject, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
            [p.provider, p.subject, id],
          );
          if (!linked.length) throw new ApiError(409, socialMsg.failure.already_linked!);
          await tx.query('INSERT INTO marketing_consents (user_id, agreed) VALUES ($1, $2)', [
            id,
            marketing,
          ]);
          await welcomeMember(tx, id, nickname ?? name);
          return id;
        }),
      );
    } catch (err) {
      if (!(err instanceof ApiError && err.message === msg.nameTaken) || attempt >= 3) throw err;
    }
  }
}

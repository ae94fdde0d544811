// What every route module receives: the database, the configuration and a few shared services.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Tokens, TokenKind } from '../auth/tokens.ts';
import { userOfCredential } from '../auth/sessions.ts';
import { msg } from '../messages.ts';
import { ApiError, forbidden } from './errors.ts';
import type { Counters } from './ratelimit.ts';
import type { Jobs } from '../services/jobs.ts';
import type { UploadStore } from '../services/uploadStore.ts';
import type { MediaJobs } from '../services/videoJobs.ts';
import type { Outbox } from '../services/outbox.ts';

export interface Ctx {
  db: Db;
  config: Config;
  tokens: Tokens;
  /** Abuse-limit counters in the database (shared by every API instance). */
  counters: Counters;
  /** Where uploaded photos' bytes live (the database keeps their metadata). */
  uploads: UploadStore;
  /** Last SMS code per phone, kept only outside production for `GET /dev/sms/last`. */
  devSms: Map<string, string>;
  /** Turns a stored `/images/...` path into the URL the browser uses (PUBLIC_BASE prefix). */
  img(path: string | null | undefined): string;
  /** Background jobs and schedules (pg-boss, services/jobs.ts); started when the server is ready. */
  jobs: Jobs;
  /** The lesson-video job queue (issue 36, h-upload). */
  mediaJobs?: MediaJobs;
  /** Tests only: runs inside a video job after it has claimed its upload. */
  videoJobGate?: (uploadId: string) => Promise<void>;
  /** The outbox's queue and worker (issue #47), once the server is ready. */
  outbox?: Outbox;
  /** Tests only: runs inside a delivery after it has been claimed, before it is sent. */
  outboxGate?: (deliveryId: string) => Promise<void>;
}

export interface AuthUser {
  id: number;
  /** The server-side session the credential belongs to. */
  sid: string;
  name: string;
  coach: boolean;
}

function credentialOf(req: FastifyRequest): { token: string; kinds: TokenKind[] } | null {
  const header = req.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return { token: m?.[1] ?? '', kinds: ['a', 'h'] };
  }
  const hash = (req.query as Record<string, unknown> | undefined)?.hash;
  if (typeof hash === 'string' && hash !== '') return { token: hash, kinds: ['h'] };
  return null;
}

const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null | 'invalid'>>();

/** Requests whose answer depends on who is asking (a credential was presented and looked at). */
const memberAnswers = new WeakSet<FastifyRequest>();

/** Marks the answer as the member's own: app.ts sends it with `Cache-Control: private, no-store`. */
export function markMemberAnswer(req: FastifyRequest): void {
  memberAnswers.add(req);
}

export function isMemberAnswer(req: FastifyRequest): boolean {
  return memberAnswers.has(req);
}

async function resolve(ctx: Ctx, req: FastifyRequest): Promise<AuthUser | null | 'invalid'> {
  const cred = credentialOf(req);
  if (!cred) return null;
  markMemberAnswer(req);
  // A forged or expired token, a closed (logged-out) session or a withdrawn user: 470.
  return (await userOfCredential(ctx, cred.token, cred.kinds)) ?? 'invalid';
}

function lookup(ctx: Ctx, req: FastifyRequest) {
  let p = cache.get(req);
  if (!p) {
    p = resolve(ctx, req);
    cache.set(req, p);
  }
  return p;
}

/** The signed-in user; 401 without a credential, 470 for an invalid or expired one. */
export async function requireUser(ctx: Ctx, req: FastifyRequest): Promise<AuthUser> {
  const user = await lookup(ctx, req);
  if (user === null) throw new ApiError(401, msg.loginRequired);
  if (user === 'invalid') throw new ApiError(470, msg.sessionInvalid);
  return user;
}

/** The signed-in user or null; a bad credential on a public route is treated as signed out. */
export async function optionalUser(ctx: Ctx, req: FastifyRequest): Promise<AuthUser | null> {
  const user = await lookup(ctx, req);
  return user === 'invalid' ? null : user;
}

/** Like requireUser, and the path's user id must be the caller's own. */
export async function requireSelf(
  ctx: Ctx,
  req: FastifyRequest,
  userId: number,
): Promise<AuthUser> {
  const user = await requireUser(ctx, req);
  if (user.id !== userId) throw forbidden(msg.notYourself);
  return user;
}

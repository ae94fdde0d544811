// HMAC-SHA256 signed, expiring tokens: "v2.<payload>.<signature>" (base64url).
// kinds: a = access token (Bearer), h = `hash` credential (also in URLs), s = session cookie,
// t = a notification stream ticket (a minute, only for `GET /api/v3/notify/stream?ticket=`).
// Every token names the server-side session (`sid`, table sessions) it belongs to: a valid
// signature is not enough, the session must still exist (auth/sessions.ts). Tokens of the
// earlier format (v1, no session) are refused.
// The signature is checked as text: the HMAC is recomputed, encoded (base64url, no padding) and
// compared byte for byte in constant time, so one token has exactly one valid spelling (a
// decoder would ignore a flipped last character's spare bits, padding or stray characters).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenKind = 'a' | 'h' | 's' | 't';

export interface TokenPayload {
  sub: number;
  typ: TokenKind;
  /** The session id. */
  sid: string;
  iat: number;
  exp: number;
}

export interface Tokens {
  sign(userId: number, kind: TokenKind, sessionId: string): string;
  /**
   * The payload, or null when the token is malformed, forged, of another kind or expired
   * (`ignoreExpiry`: log-out still finds the session of an expired token).
   */
  verify(
    token: string,
    kinds: readonly TokenKind[],
    options?: { ignoreExpiry?: boolean },
  ): TokenPayload | null;
  /**
   * An HMAC (base64url) of other signed data with the same secret, e.g. a lesson's media URL.
   * The data is prefixed (`x.`) so it can never pass for a token's signature.
   */
  signature(data: string): string;
  /** Whether `sig` is `signature(data)` (constant time, over the canonical encoding). */
  checkSignature(data: string, sig: string): boolean;
  /** The XSRF value bound to a session: HMAC(secret, session id), base64url. */
  xsrf(sessionId: string): string;
}

/** Equal strings, compared in constant time (for equal lengths). */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createTokens(
  secret: string,
  ttlMs: Record<Exclude<TokenKind, 't'>, number> & { t?: number },
  now = () => Date.now(),
): Tokens {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest();
  return {
    sign(userId, kind, sessionId) {
      const iat = now();
      const payload: TokenPayload = {
        sub: userId,
        typ: kind,
        sid: sessionId,
        iat,
        exp: iat + (kind === 't' ? (ttlMs.t ?? 60_000) : ttlMs[kind]),
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `v2.${body}.${mac(`v2.${body}`).toString('base64url')}`;
    },
    verify(token, kinds, options = {}) {
      if (typeof token !== 'string' || token.length > 1024) return null;
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== 'v2') return null;
      const expected = mac(`v2.${parts[1]}`).toString('base64url');
      if (!sameText(parts[2] ?? '', expected)) return null;
      let payload: TokenPayload;
      try {
        payload = JSON.parse(
          Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'),
        ) as TokenPayload;
      } catch {
        return null;
      }
      if (!payload || !Number.isInteger(payload.sub) || !kinds.includes(payload.typ)) return null;
      if (typeof payload.sid !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(payload.sid))
        return null;
      if (typeof payload.exp !== 'number') return null;
      if (!options.ignoreExpiry && payload.exp <= now()) return null;
      return payload;
    },
    xsrf(sessionId) {
      // Its own prefix: never the signature of a token.
      return mac(`xsrf.${sessionId}`).toString('base64url');
    },
    signature: (data) => mac(`x.${data}`).toString('base64url'),
    checkSignature(data, sig) {
      // The canonical encoding only: base64url decoding ignores trailing bits, so comparing
      // decoded bytes would accept other spellings of the same signature (issue 33, item 15).
      if (typeof sig !== 'string' || sig.length > 100) return false;
      return sameText(sig, mac(`x.${data}`).toString('base64url'));
    },
  };
}

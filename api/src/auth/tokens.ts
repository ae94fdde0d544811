// HMAC-SHA256 signed, expiring tokens: "v1.<payload>.<signature>" (base64url).
// kinds: a = access token (Bearer), h = long-lived `hash` credential, s = session cookie.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenKind = 'a' | 'h' | 's';

export interface TokenPayload {
  sub: number;
  typ: TokenKind;
  iat: number;
  exp: number;
}

export interface Tokens {
  sign(userId: number, kind: TokenKind): string;
  /** The payload, or null when the token is malformed, forged, of another kind or expired. */
  verify(token: string, kinds: readonly TokenKind[]): TokenPayload | null;
}

export function createTokens(
  secret: string,
  ttlMs: Record<TokenKind, number>,
  now = () => Date.now(),
): Tokens {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest();
  return {
    sign(userId, kind) {
      const iat = now();
      const payload: TokenPayload = { sub: userId, typ: kind, iat, exp: iat + ttlMs[kind] };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `v1.${body}.${mac(`v1.${body}`).toString('base64url')}`;
    },
    verify(token, kinds) {
      if (typeof token !== 'string' || token.length > 1024) return null;
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== 'v1') return null;
      const sig = Buffer.from(parts[2] ?? '', 'base64url');
      const expected = mac(`v1.${parts[1]}`);
      if (sig.length !== expected.length || !timingSafeEqual(sig, expected)) return null;
      let payload: TokenPayload;
      try {
        payload = JSON.parse(
          Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'),
        ) as TokenPayload;
      } catch {
        return null;
      }
      if (!Number.isInteger(payload.sub) || !kinds.includes(payload.typ)) return null;
      if (typeof payload.exp !== 'number' || payload.exp <= now()) return null;
      return payload;
    },
  };
}

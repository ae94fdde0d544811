// Social log-in settings (issue 52), read from the environment by config.ts. One shape for the
// three providers: 카카오 and Apple speak OpenID Connect (discovery at their issuer), 네이버 is
// OAuth 2.0 with a profile call. With no real client id set (and not in production) the local
// stand-in provider (src/standin) serves all three; with any real id set it is never used.
import { createPrivateKey, sign } from 'node:crypto';
import {
  SOCIAL_PROVIDERS,
  STANDIN_CLIENTS,
  STANDIN_NAVER_PROFILE_PATH,
  STANDIN_PORT,
  type SocialProvider,
} from '../standin/clients.ts';

export { SOCIAL_PROVIDERS, type SocialProvider };

export interface SocialProviderSettings {
  provider: SocialProvider;
  /** 'oidc': discovery at `issuer`, an id_token with nonce; 'oauth2': endpoints + profile call. */
  kind: 'oidc' | 'oauth2';
  clientId: string;
  /** The client secret, made anew for each use (Apple's is a short-lived signed JWT). */
  clientSecret: () => string;
  issuer: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  /** oauth2: the profile call answering Naver's `{ resultcode, response: { id, … } }`. */
  profileUrl?: string;
  scope: string;
  /** Apple answers the callback with a POST (form_post) when name or e-mail is asked. */
  responseMode?: 'form_post';
}

export interface SocialConfig {
  /** The local stand-in serves the providers (no real id configured, not production). */
  standIn: boolean;
  standInUrl: string;
  /** Where the browser reaches the API (the callbacks are `${redirectBase}/new/auth/social/<p>/callback`). */
  redirectBase: string;
  /** Each call to a provider gives up after this long: "provider down or slow". */
  timeoutMs: number;
  providers: Partial<Record<SocialProvider, SocialProviderSettings>>;
  /** The HTTP client for calls to the providers (the tests put a tampering one here). */
  fetch?: typeof fetch;
}

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** Apple's client secret: an ES256 JWT signed with the team's key (valid for 5 minutes here). */
export function appleClientSecret(teamId: string, keyId: string, pem: string, clientId: string) {
  const key = createPrivateKey(pem.replace(/\\n/g, '\n'));
  return () => {
    const now = Math.floor(Date.now() / 1000);
    const head = b64url(JSON.stringify({ alg: 'ES256', kid: keyId }));
    const body = b64url(
      JSON.stringify({
        iss: teamId,
        iat: now,
        exp: now + 300,
        aud: 'https://appleid.apple.com',
        sub: clientId,
      }),
    );
    const sig = sign('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' });
    return `${head}.${body}.${b64url(sig)}`;
  };
}

function realProviders(env: NodeJS.ProcessEnv): SocialConfig['providers'] {
  const out: SocialConfig['providers'] = {};
  if (env.KAKAO_CLIENT_ID) {
    const secret = env.KAKAO_CLIENT_SECRET ?? '';
    out.kakao = {
      provider: 'kakao',
      kind: 'oidc',
      clientId: env.KAKAO_CLIENT_ID,
      clientSecret: () => secret,
      issuer: 'https://kauth.kakao.com',
      scope: env.KAKAO_SCOPE ?? 'openid profile_nickname profile_image account_email',
    };
  }
  if (env.NAVER_CLIENT_ID) {
    const secret = env.NAVER_CLIENT_SECRET ?? '';
    out.naver = {
      provider: 'naver',
      kind: 'oauth2',
      clientId: env.NAVER_CLIENT_ID,
      clientSecret: () => secret,
      issuer: 'https://nid.naver.com',
      authorizationEndpoint: 'https://nid.naver.com/oauth2.0/authorize',
      tokenEndpoint: 'https://nid.naver.com/oauth2.0/token',
      profileUrl: 'https://openapi.naver.com/v1/nid/me',
      scope: '',
    };
  }
  if (env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY) {
    out.apple = {
      provider: 'apple',
      kind: 'oidc',
      clientId: env.APPLE_CLIENT_ID,
      clientSecret: appleClientSecret(
        env.APPLE_TEAM_ID,
        env.APPLE_KEY_ID,
        env.APPLE_PRIVATE_KEY,
        env.APPLE_CLIENT_ID,
      ),
      issuer: 'https://appleid.apple.com',
      scope: 'openid name email',
      responseMode: 'form_post',
    };
  }
  return out;
}

/** The stand-in's three clients on one issuer (Naver's the OAuth 2.0 way, as the real one). */
export function standInProviders(url: string): SocialConfig['providers'] {
  const base = url.replace(/\/+$/, '');
  const out: SocialConfig['providers'] = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const { clientId, clientSecret } = STANDIN_CLIENTS[provider];
    out[provider] =
      provider === 'naver'
        ? {
            provider,
            kind: 'oauth2',
            clientId,
            clientSecret: () => clientSecret,
            issuer: base,
            authorizationEndpoint: `${base}/auth`,
            tokenEndpoint: `${base}/token`,
            profileUrl: `${base}${STANDIN_NAVER_PROFILE_PATH}`,
            scope: 'profile email',
          }
        : {
            provider,
            kind: 'oidc',
            clientId,
            clientSecret: () => clientSecret,
            issuer: base,
            scope: 'openid profile email',
          };
  }
  return out;
}

/** Whether any real client id is configured (then the stand-in is never started). */
export function hasRealSocialIds(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.KAKAO_CLIENT_ID || env.NAVER_CLIENT_ID || env.APPLE_CLIENT_ID);
}

export function loadSocialConfig(env: NodeJS.ProcessEnv, production: boolean): SocialConfig {
  const standIn = !hasRealSocialIds(env) && !production && env.SOCIAL_STANDIN !== '0';
  const standInUrl = env.SOCIAL_STANDIN_URL ?? `http://127.0.0.1:${STANDIN_PORT}`;
  const timeout = Number(env.SOCIAL_TIMEOUT_MS ?? 10_000);
  return {
    standIn,
    standInUrl,
    redirectBase: (env.SOCIAL_REDIRECT_BASE ?? 'http://localhost:3000/_api').replace(/\/+$/, ''),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
    providers: standIn ? standInProviders(standInUrl) : realProviders(env),
  };
}

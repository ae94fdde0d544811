// Social log-in's protocol side (issue 52), on the kept certified client `openid-client`: one
// interface for the three providers. `begin` makes the authorization URL (code flow, PKCE S256,
// state, and a nonce for OpenID Connect providers); `finish` redeems the code at the provider's
// token endpoint, checks the id_token (signature against the provider's keys, issuer, audience,
// expiry, nonce) or, for Naver (OAuth 2.0), makes the profile call, and answers who the person
// is. Tokens stay in the API: nothing of them reaches the browser.
import * as client from 'openid-client';
import type { SocialConfig, SocialProvider, SocialProviderSettings } from './socialConfig.ts';

export interface SocialProfile {
  subject: string;
  name: string | null;
  photo: string | null;
  /** Only when the provider says it is verified. */
  email: string | null;
}

/** Why a log-in at the provider did not finish (the front end shows the Korean message). */
export type SocialFailure = 'state' | 'denied' | 'expired' | 'token' | 'provider_down';

export class SocialError extends Error {
  readonly reason: SocialFailure;
  constructor(reason: SocialFailure, cause?: unknown) {
    super(`social log-in failed: ${reason}`, { cause });
    this.reason = reason;
  }
}

export interface Begun {
  url: URL;
  state: string;
  nonce: string | null;
  verifier: string;
}

export interface FlowChecks {
  state: string;
  nonce: string | null;
  verifier: string;
}

export interface SocialClients {
  enabled(): SocialProvider[];
  redirectUri(provider: SocialProvider): string;
  begin(provider: SocialProvider): Promise<Begun>;
  /** `params`: the callback's query (or Apple's form post), as the provider sent it. */
  finish(
    provider: SocialProvider,
    params: URLSearchParams,
    checks: FlowChecks,
  ): Promise<SocialProfile>;
}

function isNetworkFault(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const name = (e as { name?: unknown }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return true;
    if (e instanceof TypeError && /fetch failed|network/i.test(e.message)) return true;
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|UND_ERR_)/.test(code)
    )
      return true;
  }
  return false;
}

/** Maps whatever the client library or the network threw to one of the failures. */
export function failureOf(err: unknown): SocialError {
  if (err instanceof SocialError) return err;
  if (isNetworkFault(err)) return new SocialError('provider_down', err);
  if (err instanceof client.AuthorizationResponseError)
    return new SocialError(err.error === 'access_denied' ? 'denied' : 'token', err);
  if (err instanceof client.ResponseBodyError)
    return new SocialError(
      err.error === 'invalid_grant' ? 'expired' : err.status >= 500 ? 'provider_down' : 'token',
      err,
    );
  if (
    err instanceof client.ClientError &&
    (err.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || err.code === 'OAUTH_RESPONSE_IS_NOT_JSON')
  )
    return new SocialError('provider_down', err);
  return new SocialError('token', err);
}

const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null;

export function createSocialClients(config: SocialConfig): SocialClients {
  // The providers' metadata (discovery), kept once fetched; a failed discovery is tried again.
  const metadata = new Map<SocialProvider, Promise<client.ServerMetadata>>();
  // Their signing keys, kept between log-ins (fetched again when a token names a new key).
  const jwks = new Map<SocialProvider, client.ExportedJWKSCache>();
  const timedFetch: typeof fetch = (url, init) =>
    (config.fetch ?? fetch)(url, {
      ...init,
      signal: init?.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(config.timeoutMs)])
        : AbortSignal.timeout(config.timeoutMs),
    });

  function settingsOf(provider: SocialProvider): SocialProviderSettings {
    const s = config.providers[provider];
    if (!s) throw new Error(`social provider ${provider} is not configured`);
    return s;
  }

  const insecure = (s: SocialProviderSettings) => s.issuer.startsWith('http:');

  function serverMetadata(s: SocialProviderSettings): Promise<client.ServerMetadata> {
    if (s.kind === 'oauth2') {
      return Promise.resolve({
        issuer: s.issuer,
        authorization_endpoint: s.authorizationEndpoint,
        token_endpoint: s.tokenEndpoint,
      });
    }
    let found = metadata.get(s.provider);
    if (!found) {
      found = client
        .discovery(new URL(s.issuer), s.clientId, undefined, undefined, {
          execute: insecure(s) ? [client.allowInsecureRequests] : [],
          [client.customFetch]: timedFetch,
        })
        .then((c) => c.serverMetadata());
      metadata.set(s.provider, found);
      found.catch(() => metadata.delete(s.provider));
    }
    return found;
  }

  async function configurationOf(provider: SocialProvider): Promise<client.Configuration> {
    const s = settingsOf(provider);
    const meta = await serverMetadata(s).catch((err: unknown) => {
      throw failureOf(err);
    });
    const c = new client.Configuration(
      meta,
      s.clientId,
      undefined,
      client.ClientSecretPost(s.clientSecret()),
    );
    c[client.customFetch] = timedFetch;
    if (insecure(s)) client.allowInsecureRequests(c);
    // The id_token's signature is checked against the provider's published keys too, not only
    // trusted for having come over TLS from the token endpoint.
    if (s.kind === 'oidc') {
      client.enableNonRepudiationChecks(c);
      const keys = jwks.get(provider);
      if (keys) client.setJwksCache(c, keys);
    }
    return c;
  }

  const redirectUri = (provider: SocialProvider) =>
    `${config.redirectBase}/new/auth/social/${provider}/callback`;

  return {
    enabled: () => Object.keys(config.providers) as SocialProvider[],
    redirectUri,

    async begin(provider) {
      const s = settingsOf(provider);
      const c = await configurationOf(provider);
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = s.kind === 'oidc' ? client.randomNonce() : null;
      const params: Record<string, string> = {
        redirect_uri: redirectUri(provider),
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      };
      if (s.scope) params.scope = s.scope;
      if (nonce) params.nonce = nonce;
      if (s.responseMode) params.response_mode = s.responseMode;
      return { url: client.buildAuthorizationUrl(c, params), state, nonce, verifier };
    },

    async finish(provider, params, checks) {
      const s = settingsOf(provider);
      const c = await configurationOf(provider);
      const current = new URL(redirectUri(provider));
      current.search = params.toString();
      try {
        const tokens = await client.authorizationCodeGrant(c, current, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          ...(s.kind === 'oidc'
            ? { expectedNonce: checks.nonce ?? undefined, idTokenExpected: true }
            : {}),
        });
        if (s.kind === 'oidc') {
          const keys = client.getJwksCache(c);
          if (keys) jwks.set(provider, keys);
          const claims = tokens.claims();
          if (!claims?.sub) throw new SocialError('token');
          // Apple sends the name once, beside the code, in its form post (`user`).
          let appleName: string | null = null;
          try {
            const u = JSON.parse(params.get('user') ?? 'null') as {
              name?: { firstName?: string; lastName?: string };
            } | null;
            appleName = text(`${u?.name?.lastName ?? ''}${u?.name?.firstName ?? ''}`, 30);
          } catch {
            appleName = null;
          }
          const verified = claims.email_verified === true || claims.email_verified === 'true';
          return {
            subject: claims.sub,
            name: text(claims.name, 30) ?? text(claims.nickname, 30) ?? appleName,
            photo: text(claims.picture, 500),
            email: verified ? text(claims.email, 200) : null,
          };
        }
        // Naver: the profile call with the access token.
        const res = await client.fetchProtectedResource(
          c,
          tokens.access_token,
          new URL(s.profileUrl!),
          'GET',
        );
        if (res.status >= 500) throw new SocialError('provider_down');
        const body = (await res.json().catch(() => null)) as {
          resultcode?: string;
          response?: Record<string, unknown>;
        } | null;
        const p = body?.response;
        if (body?.resultcode !== '00' || !p || typeof p.id !== 'string' || !p.id)
          throw new SocialError('token');
        return {
          subject: p.id,
          name: text(p.name, 30) ?? text(p.nickname, 30),
          photo: text(p.profile_image, 500),
          // Naver's e-mail is the account's own, checked by Naver.
          email: text(p.email, 200),
        };
      } catch (err) {
        throw failureOf(err);
      }
    },
  };
}

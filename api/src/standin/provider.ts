// The local stand-in for 카카오, 네이버 and Apple (issue 52): one OpenID provider (the kept
// `oidc-provider`) with three clients, on its own port, with a simple Korean sign-in page where
// any name works. `pnpm start`, the e2e servers and the API tests start it when no real client
// ids are configured, so the whole social log-in runs on a fresh machine over the real protocol
// (authorization code + PKCE, state, nonce, signed id_token). Naver is OAuth 2.0 with a profile
// call: the stand-in answers that call at Naver's path and in Naver's shape.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, {
  type Adapter,
  type AdapterPayload,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import {
  SOCIAL_PROVIDERS,
  STANDIN_CLIENTS,
  STANDIN_NAVER_PROFILE_PATH,
  type SocialProvider,
} from './clients.ts';

export interface StandIn {
  /** The issuer (also the base URL): http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Makes every authorization code issued so far expired (the tests' "expired code"). */
  expireCodes(): void;
  close(): Promise<void>;
}

export interface StandInOptions {
  port?: number;
  host?: string;
  /** The signing key (a private JWK); a fresh RSA key when not given. */
  signingKey?: Record<string, unknown>;
}

const LABEL: Record<SocialProvider, string> = { kakao: '카카오', naver: '네이버', apple: 'Apple' };
const COLOR: Record<SocialProvider, [string, string]> = {
  kakao: ['#FEE500', '#191919'],
  naver: ['#03C75A', '#FFFFFF'],
  apple: ['#000000', '#FFFFFF'],
};

/** A fresh RSA signing key as a private JWK (for the stand-in, or a rogue one in the tests). */
export function newSigningKey(kid = 'standin'): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
}

/** The callback paths the API serves, on a loopback host (directly or behind the shell's /_api). */
const LOOPBACK_CALLBACK =
  /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?(\/_api)?\/new\/auth\/social\/(kakao|naver|apple)\/callback$/;

function providerOfClient(clientId: string | undefined): SocialProvider {
  return SOCIAL_PROVIDERS.find((p) => STANDIN_CLIENTS[p].clientId === clientId) ?? 'kakao';
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string, provider: SocialProvider): string {
  const [bg, fg] = COLOR[provider];
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:Pretendard,system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
header{background:${bg};color:${fg};padding:16px;border-radius:12px;font-weight:700;margin-bottom:16px}
label{display:block;margin:12px 0 4px}input{width:100%;padding:10px;box-sizing:border-box;font-size:16px}
button{margin-top:16px;padding:12px;width:100%;font-size:16px;border-radius:8px;border:0}
.go{background:${bg};color:${fg}}.stop{background:#eee;color:#333}p.note{color:#666;font-size:14px}
</style></head><body>${body}</body></html>`;
}

function loginPage(uid: string, provider: SocialProvider): string {
  const label = LABEL[provider];
  return page(
    `${label} 로그인 (개발용)`,
    `<header>${label} 로그인 · 개발용 대역</header>
<p class="note">실제 ${label}이(가) 아닌 로컬 개발용 대역입니다. 아무 이름으로나 로그인할 수 있어요.</p>
<form method="post" action="/interaction/${uid}/login">
<label for="name">이름</label><input id="name" name="name" required maxlength="30" autocomplete="off">
<label for="email">이메일 (선택)</label><input id="email" name="email" type="email" maxlength="200" autocomplete="off">
<button class="go" type="submit">동의하고 계속하기</button></form>
<form method="post" action="/interaction/${uid}/abort"><button class="stop" type="submit">취소</button></form>`,
    provider,
  );
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > 10_000) break;
    chunks.push(c as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A profile picture made here (an SVG data URL: no other host, allowed by the site's CSP). */
function pictureOf(name: string, provider: SocialProvider): string {
  const [bg, fg] = COLOR[provider];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${bg}"/><text x="100" y="130" font-size="96" text-anchor="middle" fill="${fg}">${escapeHtml([...name][0] ?? '?')}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

interface Person {
  name: string;
  email?: string;
}

/** A storage adapter of its own (a Map), so that the tests can expire the codes it holds. */
function mapAdapter(): { Adapter: new (name: string) => Adapter; expire(kind: string): void } {
  const store = new Map<string, AdapterPayload>();
  const key = (model: string, id: string) => `${model}:${id}`;
  class MapAdapter implements Adapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }
    async upsert(id: string, payload: AdapterPayload) {
      store.set(key(this.model, id), payload);
    }
    async find(id: string) {
      return store.get(key(this.model, id));
    }
    async findByUserCode() {
      return undefined;
    }
    async findByUid(uid: string) {
      for (const [k, v] of store) if (k.startsWith(`${this.model}:`) && v.uid === uid) return v;
      return undefined;
    }
    async consume(id: string) {
      const p = store.get(key(this.model, id));
      if (p) p.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(key(this.model, id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [k, v] of store) if (v.grantId === grantId) store.delete(k);
    }
  }
  return {
    Adapter: MapAdapter,
    expire(kind) {
      for (const [k, v] of store) if (k.startsWith(`${kind}:`)) v.exp = 1;
    },
  };
}

export async function startStandIn(opts: StandInOptions = {}): Promise<StandIn> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1'}:${port}`;
  const people = new Map<string, Person>();
  const storage = mapAdapter();

  const provider = new Provider(url, {
    adapter: storage.Adapter,
    clients: SOCIAL_PROVIDERS.map((p) => ({
      client_id: STANDIN_CLIENTS[p].clientId,
      client_secret: STANDIN_CLIENTS[p].clientSecret,
      redirect_uris: [`http://localhost:3000/_api/new/auth/social/${p}/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [opts.signingKey ?? newSigningKey()] },
    cookies: { keys: [randomBytes(24).toString('base64url')] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'picture'],
      email: ['email', 'email_verified'],
    },
    // Like Kakao's id_token: the profile claims are in it, not only behind the userinfo call.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(ctx, id) {
      const person = people.get(id);
      if (!person) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            name: person.name,
            picture: pictureOf(person.name, providerOfClient(ctx.oidc.client?.clientId)),
            ...(person.email ? { email: person.email, email_verified: true } : {}),
          };
        },
      };
    },
    // First-party clients: no consent screen (the sign-in page says what is shared).
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        '오류',
        `<header>로그인 대역 오류</header><p>요청을 처리할 수 없습니다: ${escapeHtml(String(out.error))}</p>`,
        'kakao',
      );
    },
    ttl: {
      AuthorizationCode: 120,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  });
  // Any loopback host and port may receive the callback (the API's test servers listen on a
  // free port): only the API's own callback path is accepted.
  const allowed = provider.Client.prototype.redirectUriAllowed;
  provider.Client.prototype.redirectUriAllowed = function (
    this: { clientId: string },
    value: string,
  ) {
    const m = LOOPBACK_CALLBACK.exec(value);
    if (m && m[4] === providerOfClient(this.clientId)) return true;
    return allowed.call(this, value);
  };
  const oidc = provider.callback();

  server.on('request', (req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('로그인 대역 오류');
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const m = /^\/interaction\/([A-Za-z0-9_-]+)(\/login|\/abort)?$/.exec(path);
    if (m) {
      const details = await provider.interactionDetails(req, res);
      const who = providerOfClient(String(details.params.client_id));
      if (!m[2] && req.method === 'GET') {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(loginPage(details.uid, who));
        return;
      }
      if (req.method !== 'POST') {
        res.writeHead(405).end();
        return;
      }
      if (m[2] === '/abort') {
        await provider.interactionFinished(req, res, {
          error: 'access_denied',
          error_description: '사용자가 로그인을 취소했습니다.',
        });
        return;
      }
      const form = await readForm(req);
      const name = (form.get('name') ?? '').trim().slice(0, 30) || '배움이';
      const email = (form.get('email') ?? '').trim().slice(0, 200) || undefined;
      // The same name is the same person at the provider (the "any name works" rule).
      const accountId = `u${createHash('sha256').update(name).digest('hex').slice(0, 20)}`;
      people.set(accountId, { name, email });
      await provider.interactionFinished(req, res, { login: { accountId } });
      return;
    }
    if (path === STANDIN_NAVER_PROFILE_PATH) {
      // Naver's profile call: Bearer access token → { resultcode, message, response }.
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const at = token ? await provider.AccessToken.find(token) : undefined;
      const person = at?.accountId ? people.get(at.accountId) : undefined;
      res.writeHead(person ? 200 : 401, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify(
          person
            ? {
                resultcode: '00',
                message: 'success',
                response: { id: at!.accountId, name: person.name, email: person.email },
              }
            : { resultcode: '024', message: 'Authentication failed' },
        ),
      );
      return;
    }
    oidc(req, res);
  }

  return {
    url,
    port,
    expireCodes: () => storage.expire('AuthorizationCode'),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Issue 45: a deterministic fuzz corpus over every route the app registers. The routes come from
// Fastify's own table (`printRoutes`), so a new route is fuzzed without touching this file. Each
// is sent crafted path values (bad, huge, negative, hex numbers, path traversal, encoded slashes,
// unicode, SQL metacharacters), crafted query strings, and crafted bodies (wrong content types,
// bad and oversized JSON, missing fields, arrays for numbers, bad dates), as a signed-out
// visitor, the demo learner and the demo coach. Whatever it is, the answer is never a 5xx.
// Raw node:http requests: nothing on the client side normalises the path.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { DEMO, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

interface Route {
  method: string;
  path: string;
}

/** The app's routes from Fastify's printed tree (`commonPrefix: false`: one segment per line). */
export function routesOf(tree: string): Route[] {
  const out: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    // `:page|:notifyId`: two routes' parameter names on one node; either name does.
    const segment = m[2]!.replace(/(:\w+)(?:\|:\w+)+/g, '$1');
    stack.push(segment);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      out.push({ method, path: stack.join('') });
    }
  }
  return out;
}

/** Path values: each replaces one parameter (already percent-encoded where needed). */
const PATH_VALUES = [
  '-1',
  '0x10',
  '99999999999999999999',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a%2Fb',
  '%F0%9F%8E%89%ED%95%9C',
  "1'%20OR%20'1'%3D'1",
  'x'.repeat(280),
];

/** Values put in every known field of a query or a body (one request each). */
const NASTY: unknown[] = [
  -1,
  '0x64',
  [100],
  '1e2',
  2 ** 53 + 1,
  '2026-13-45',
  "' OR 1=1; DROP TABLE users; --",
  '👨‍👩‍👧‍👦 한글 \u202e',
  'a\u0000b',
  'x'.repeat(5000),
];
/** Values of other JSON types, spread over the fields in turn (one more request). */
const ODD: unknown[] = [null, true, { $gt: '' }, 1e308, 1.5, ''];

/** Field names the routes read (query and body), so crafted values reach their parsers. */
const FIELDS = [
  'class_id',
  'user_id',
  'lesson_id',
  'section_id',
  'comment_id',
  'review_id',
  'payment_id',
  'points',
  'amount',
  'expected_amount',
  'price',
  'discount',
  'months',
  'score',
  'duration_sec',
  'position_sec',
  'page',
  'limit',
  'limit_no',
  'skip',
  'start',
  'end',
  'offset',
  'from',
  'to',
  'period',
  'date',
  'q',
  'keyword',
  'order',
  'sort_item',
  'category',
  'sub_category',
  'type',
  'mode',
  'method',
  'idempotency_key',
  'card_number',
  'card_expiry',
  'discount_code',
  'content',
  'comment',
  'title',
  'summary',
  'description',
  'reason',
  'phone',
  'hpno',
  'authno',
  'code',
  'passwd',
  'current_passwd',
  'reset_token',
  'user_name',
  'nickname',
  'name',
  'email',
  'photo',
  'profile_comment',
  'kind',
  'notes',
  'level',
  'keywords',
  'free_preview',
  'sections',
  'done',
  'agreed',
  'uuid',
  'sessionId',
  'device',
  'pageTitle',
  'action',
  'sig',
  'trainer_id',
  'orderId',
  'paymentKey',
  'reply_id',
  'product_key',
  'filename',
  'size',
];

const every = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const odd = () => Object.fromEntries(FIELDS.map((f, i) => [f, ODD[i % ODD.length]]));
const queryOf = (fields: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(fields).map(([f, v]): [string, string] => [
      f,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();

interface Craft {
  /** Path after the parameters are filled. */
  path: string;
  contentType?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

const BOUNDARY = 'fuzzfuzz';
const multipart = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="../../../etc/passwd.png"',
  'Content-Type: image/png',
  '',
  '\x89PNG not really',
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="class_id"',
  '',
  '0x10',
  `--${BOUNDARY}--`,
  '',
].join('\r\n');

/** Bodies for a write: none, wrong types, bad and huge JSON, every field set to one bad value. */
function bodies(path: string): Craft[] {
  const out: Craft[] = [
    { path },
    { path, contentType: 'application/json', body: '{}' },
    { path, contentType: 'application/json', body: '{"class_id": 1,' },
    { path, contentType: 'application/json', body: '[1,2,3]' },
    { path, contentType: 'application/json', body: JSON.stringify(odd()) },
    { path, contentType: 'application/json', body: '['.repeat(3000) + ']'.repeat(3000) },
    { path, contentType: 'application/json', body: JSON.stringify({ pad: 'x'.repeat(300_000) }) },
    { path, contentType: 'text/plain', body: 'hello' },
    { path, contentType: 'application/xml', body: '<a>&xxe;</a>' },
    { path, contentType: 'application/octet-stream', body: Buffer.from([0, 1, 2, 255]) },
    { path, contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart },
    { path, contentType: 'multipart/form-data', body: 'no boundary' },
    {
      path,
      contentType: 'application/x-www-form-urlencoded',
      body: queryOf(every("' OR 1=1 --")) + '&class_id=0x10&class_id=1&points[]=1',
    },
    { path, contentType: 'application/x-www-form-urlencoded', body: '%E0%A4%A=%ZZ&&=&a' },
  ];
  for (const v of NASTY)
    out.push({ path, contentType: 'application/json', body: JSON.stringify(every(v)) });
  return out;
}

/** Every crafted request for one route; `real` fills parameters not being crafted. */
function crafts(route: Route, real: (param: string) => string): Craft[] {
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const fill = (crafted?: string, value?: string) =>
    route.path
      .replace(/:(\w+)/g, (_, p: string) => (p === crafted ? value! : real(p)))
      .replace(/\*$/, 'x/..%2F..%2Fy');
  const base = fill();
  const out: Craft[] = [];
  for (const p of params) for (const v of PATH_VALUES) out.push({ path: fill(p, v) });
  out.push({ path: `${base}/..%2F..%2Fhealth` }, { path: `${base}%00` });
  if (route.method === 'GET' || route.method === 'DELETE') {
    out.push({ path: base });
    for (const v of NASTY) out.push({ path: `${base}?${queryOf(every(v))}` });
    out.push({ path: `${base}?${queryOf(odd())}&page=1&page=2&from=2026-01-01&from=abc` });
    out.push({ path: `${base}?%E0%A4%A=%ZZ` });
  } else out.push(...bodies(base));
  return out;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

interface Who {
  name: string;
  token: string | null;
}

const XSRF = 'fuzz-xsrf-token-0123456789';

function send(who: Who, method: string, c: Craft): Promise<{ status: number; error?: string }> {
  const { port } = new URL(t.base);
  const headers: Record<string, string> = {
    cookie: `XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
    ...c.headers,
  };
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (c.contentType) headers['content-type'] = c.contentType;
  const body = c.body === undefined ? undefined : Buffer.from(c.body);
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: c.path, headers, agent, timeout: 20_000 },
      (res) => {
        // A live stream (the notifications' SSE) answered: its status is the answer; close it.
        if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          resolve({ status: res.statusCode ?? 0 });
          req.destroy();
          return;
        }
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', (err) => resolve({ status: 0, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, error: err.message }));
    req.end(body);
  });
}

/** Runs `jobs` with at most `n` at once. */
async function pool<T>(jobs: (() => Promise<T>)[], n: number): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]!();
      }
    }),
  );
  return out;
}

/** Routes that end the identity (its session, its account) go last. */
const ENDS_IDENTITY = /logout|withdrawal/;

describe('fuzz', () => {
  it('no crafted request to any route answers 5xx, anonymous, learner or coach', async () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
    assert.ok(routes.length > 100, `only ${routes.length} routes found`);

    // Real ids of the coach's and the learner's own things, so crafted values reach deeper code.
    const one = async (sql: string, args: unknown[] = []) =>
      String((await t.db.query<{ v: unknown }>(sql, args))[0]?.v ?? 1);
    const coachClass = await one('SELECT id AS v FROM classes WHERE coach_id = $1 ORDER BY id', [
      DEMO.coach.id,
    ]);
    const real: Record<string, string> = {
      classId: coachClass,
      lessonId: await one('SELECT id AS v FROM lessons WHERE class_id = $1 ORDER BY id', [
        coachClass,
      ]),
      sectionId: await one('SELECT id AS v FROM class_sections WHERE class_id = $1 ORDER BY id', [
        coachClass,
      ]),
      userId: String(DEMO.learner.id),
      commentId: await one('SELECT id AS v FROM comments ORDER BY id'),
      reviewId: await one('SELECT id AS v FROM reviews ORDER BY id'),
      paymentId: await one('SELECT id AS v FROM payments WHERE user_id = $1 ORDER BY id', [
        DEMO.learner.id,
      ]),
      eventId: await one('SELECT id AS v FROM events ORDER BY id'),
      page: '1',
      couponNumber: 'WELCOME2026',
      asset: 'video',
    };
    const fill = (p: string) => real[p] ?? '1';

    const identities: Who[] = [{ name: 'anonymous', token: null }];
    for (const [name, id] of [
      ['learner', DEMO.learner.id],
      ['coach', DEMO.coach.id],
    ] as const) {
      const c = t.as(id);
      await c.pending;
      identities.push({ name, token: c.token });
    }

    const failures: string[] = [];
    let sent = 0;
    const byStatus = new Map<number, number>();
    const run = (who: Who, list: Route[]) =>
      list.flatMap((r) =>
        crafts(r, fill).map((c) => async () => {
          const res = await send(who, r.method, c);
          sent++;
          byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
          if (res.status >= 500 || res.status === 0)
            failures.push(
              `${who.name} ${r.method} ${r.path} → ${res.status || res.error} (${c.path.slice(0, 120)}${c.contentType ? ` ${c.contentType}` : ''}${typeof c.body === 'string' ? ` ${c.body.slice(0, 80)}` : ''})`,
            );
        }),
      );
    for (const who of identities) {
      await pool(
        run(
          who,
          routes.filter((r) => !ENDS_IDENTITY.test(r.path)),
        ),
        6,
      );
      // Log-outs and the withdrawal last, one request at a time.
      await pool(
        run(
          who,
          routes.filter((r) => ENDS_IDENTITY.test(r.path)),
        ),
        1,
      );
    }
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `fuzz: ${sent} requests over ${routes.length} routes, ${failures.length} × 5xx (${statuses.join(' ')})`,
    );
    assert.deepEqual(failures.slice(0, 40), [], `${failures.length} × 5xx`);
  });
});

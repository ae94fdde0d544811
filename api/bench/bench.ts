// Load figures on loopback (not a test): search suggest, class search and feed paging, then the
// live notification stream (issue 47): idle streams one instance holds, and write → event time.
//   pnpm --filter @baeum/api bench        (BENCH_SECONDS, BENCH_CONNECTIONS to change the run;
//   BENCH_SSE_STREAMS idle streams, BENCH_SSE_WRITES timed writes, BENCH_ONLY=sse for those alone)
// The server runs in its own process so the load generator does not share its event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { uploadHealthRow } from './uploadLoad.ts';
import { sseBench } from './sse.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY ?? '';

/** Starts bench/server.ts; its port once listening. */
function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [path.join(here, 'server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // The idle-stream row holds thousands of one member's streams.
    env: { ...process.env, NOTIFY_STREAMS_PER_USER: '1000000' },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

const { child: server, port } = await startServer();

const xsrf = 'bench-xsrf-token-0123456789';
const json = {
  'content-type': 'application/json',
  cookie: `XSRF-TOKEN=${xsrf}`,
  'x-xsrf-token': xsrf,
};
const post = (p: string, body: unknown) => ({
  method: 'POST',
  path: p,
  headers: json,
  body: JSON.stringify(body),
});

// A signed-in learner: lists then also read the caller's bookmark and enrolment flags.
const login = await fetch(`http://127.0.0.1:${port}/login/Auth`, {
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    cookie: `XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf,
  },
  body: 'user_id=010-1234-5678&passwd=baeum1234!',
});
const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
const signedIn = token ? { authorization: `Bearer ${token}` } : {};

const scenarios = [
  {
    name: 'search suggest  POST /rec/api/v1/class/search_suggest',
    requests: ['엑셀', '드', '아이패드', 'ㅇㅅ', '요가', '파이썬 자동'].map((keyword) =>
      post('/rec/api/v1/class/search_suggest', { keyword }),
    ),
  },
  {
    name: 'class search    POST /rec/api/v2/class/search',
    requests: ['드로잉', '엑셀 실무', '홈베이킹', '영어'].map((keyword) =>
      post('/rec/api/v2/class/search', { keyword, order: 'match_score', start: 0, end: 20 }),
    ),
  },
  {
    name: 'category list   GET  /category/class',
    requests: [
      '/category/class?category=1&limit=20',
      '/category/class?category=2&sort_item=latest&limit=20',
      '/category/class?category=3&sub_category=12&sort_item=rating&limit=20',
      '/category/class?limit=20&sort_item=price&skip=40',
      '/category/class?category=5&sort_item=review&limit=20&skip=20',
    ].map((p) => ({ method: 'GET', path: p })),
  },
  {
    name: 'category list, signed in',
    requests: [
      '/category/class?category=1&limit=20',
      '/category/class?category=2&sort_item=latest&limit=20',
    ].map((p) => ({
      method: 'GET',
      path: p,
      headers: signedIn,
    })),
  },
  {
    name: 'class search, signed in',
    requests: ['드로잉', '엑셀 실무'].map((keyword) => ({
      ...post('/rec/api/v2/class/search', { keyword, order: 'match_score', start: 0, end: 20 }),
      headers: { ...json, ...signedIn },
    })),
  },
  {
    name: 'categories      GET  /category',
    requests: ['/category', '/category?category=1', '/category?category=4'].map((p) => ({
      method: 'GET',
      path: p,
    })),
  },
  {
    name: 'feed paging     GET  /squareWith_friend/{page}',
    requests: [1, 2, 3, 4, 5].map((page) => ({
      method: 'GET',
      path: `/squareWith_friend/${page}`,
    })),
  },
];

const rows: string[] = [];
let second: ChildProcess | undefined;
try {
  for (const s of only === 'sse' ? [] : scenarios) {
    const r = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: s.requests,
    });
    const line = `${s.name}  ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  (non-2xx ${r.non2xx}, errors ${r.errors})`;
    console.log(line);
    rows.push(line);
  }
  // Write → event across two instances on PostgreSQL (one instance on PGlite, which is in memory).
  let otherPort = port;
  if (process.env.DATABASE_URL) {
    const b = await startServer();
    second = b.child;
    otherPort = b.port;
  }
  for (const line of await sseBench({ port, otherPort, serverPid: server.pid! })) {
    console.log(line);
    rows.push(line);
  }
} finally {
  server.kill('SIGTERM');
  second?.kill('SIGTERM');
}
// /health while uploads run: the latency goal that used to be a test's assertion (#46).
if (only !== 'sse') {
  const uploadRow = await uploadHealthRow(path.join(here, 'server.ts'));
  console.log(uploadRow);
  rows.push(uploadRow);
}
console.log(
  `\n${connections} connections, ${seconds} s each, Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory'}`,
);

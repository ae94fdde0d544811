// The live notification stream's bench rows (issue 47), run by bench.ts: how many idle streams
// one instance holds and at what memory, and the time from a write (a follow through instance A)
// to its event on a stream held by instance B.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { DEMO } from '../src/seed/seed.ts';

const STREAM = '/api/v3/notify/stream';

/** Resident memory of a process (Linux /proc), in MB. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

async function login(port: number, phone: string, password: string) {
  const xsrf = 'bench-xsrf-token-0123456789';
  const res = await fetch(`http://127.0.0.1:${port}/login/Auth`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: new URLSearchParams({ user_id: phone, passwd: password }).toString(),
  });
  const data = ((await res.json()) as { data: { token: string; user_id: number } }).data;
  return {
    id: data.user_id,
    headers: {
      authorization: `Bearer ${data.token}`,
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      'content-type': 'application/json',
    },
  };
}

/** Opens one stream (own socket); resolves once its first bytes (retry + ready) arrived. */
function openStream(
  port: number,
  headers: Record<string, string>,
  onData?: (text: string) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: STREAM, headers, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let first = true;
        res.on('data', (text: string) => {
          if (first) {
            first = false;
            resolve(req);
          }
          onData?.(text);
        });
      },
    );
    req.on('error', reject);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function sseBench(o: {
  port: number;
  otherPort: number;
  serverPid: number;
}): Promise<string[]> {
  const rows: string[] = [];
  const streams = Number(process.env.BENCH_SSE_STREAMS ?? 2000);
  const writes = Number(process.env.BENCH_SSE_WRITES ?? 200);
  const learner = await login(o.port, DEMO.learner.phone, DEMO.learner.password);
  const coach = await login(o.port, DEMO.coach.phone, DEMO.coach.password);

  // Idle streams: opened in batches, then the server's resident memory compared.
  const before = rssMb(o.serverPid);
  const open: http.ClientRequest[] = [];
  const started = Date.now();
  for (let i = 0; i < streams; i += 100) {
    const batch = Math.min(100, streams - i);
    open.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () =>
          openStream(o.port, { authorization: learner.headers.authorization }),
        ),
      )),
    );
  }
  const opened = Date.now() - started;
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssMb(o.serverPid);
  rows.push(
    `SSE idle streams  ${open.length} held by one instance  RSS ${before} → ${after} MB (${(((after - before) * 1024) / open.length).toFixed(1)} KB each)  opened in ${opened} ms`,
  );
  for (const req of open) req.destroy();

  // Write → event: the coach follows the learner through instance A (port); the learner's
  // stream is on instance B (otherPort). Each follow makes one notification.
  let waiting: ((at: number) => void) | null = null;
  let buf = '';
  const stream = await openStream(
    o.otherPort,
    { authorization: learner.headers.authorization },
    (text) => {
      buf += text;
      let end: number;
      while ((end = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, end);
        buf = buf.slice(end + 2);
        if (block.includes('event: notification') && waiting) {
          const w = waiting;
          waiting = null;
          w(performance.now());
        }
      }
    },
  );
  const follow = (mode: 'add' | 'delete') =>
    fetch(`http://127.0.0.1:${o.port}/friend/${learner.id}`, {
      method: 'POST',
      headers: coach.headers,
      body: JSON.stringify({ mode }),
    }).then((r) => r.arrayBuffer());
  await follow('delete');
  const times: number[] = [];
  for (let i = 0; i < writes; i++) {
    const arrived = new Promise<number>((resolve) => (waiting = resolve));
    const t0 = performance.now();
    await follow('add');
    times.push((await arrived) - t0);
    await follow('delete');
  }
  stream.destroy();
  times.sort((a, b) => a - b);
  const where = o.otherPort === o.port ? 'one instance' : 'instance A → stream on instance B';
  rows.push(
    `SSE write → event  ${writes} follows, ${where}  p50 ${pct(times, 50).toFixed(1)} ms  p99 ${pct(times, 99).toFixed(1)} ms  max ${times.at(-1)!.toFixed(1)} ms`,
  );
  return rows;
}

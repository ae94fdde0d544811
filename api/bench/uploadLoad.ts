// /health while three loops upload 5 MB photos from another process (issue 17's load row):
// used by the API bench for its p50/p99 and by test/uploads.test.ts, which asserts answers only.
import { spawn } from 'node:child_process';

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Three loops posting a 5 MB photo each until SECONDS have passed; prints what they did. */
const UPLOADER = `
const png = Buffer.from('${PNG_BASE64}', 'base64');
const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length - 1024, 7)]);
const blob = new Blob([big], { type: 'image/png' });
const headers = {
  cookie: 'XSRF-TOKEN=' + process.env.XSRF,
  'x-xsrf-token': process.env.XSRF,
  authorization: 'Bearer ' + process.env.TOKEN,
};
const until = Date.now() + Number(process.env.SECONDS) * 1000;
let uploaded = 0;
const failures = [];
const loop = async () => {
  while (Date.now() < until) {
    const form = new FormData();
    form.append('photo', blob, 'big.png');
    const res = await fetch(process.env.BASE + '/photo', { method: 'POST', headers, body: form });
    if (res.status === 200) uploaded++;
    else failures.push(res.status + ' ' + (await res.text()));
    await res.arrayBuffer().catch(() => {});
  }
};
console.log('started');
await Promise.all([loop(), loop(), loop()]);
console.log(JSON.stringify({ uploaded, failures }));
`;

export interface HealthUnderUploads {
  /** Milliseconds of each /health call, sorted. */
  times: number[];
  statuses: number[];
  uploaded: number;
  failures: string[];
}

/** Calls /health every 10 ms for `seconds` while another process uploads; the server at `base`
 * must allow the uploads (a generous UPLOAD_QUOTA_BYTES and upload limits). */
export async function healthUnderUploads(opts: {
  base: string;
  token: string;
  xsrf: string;
  seconds: number;
}): Promise<HealthUnderUploads> {
  const { base, token, xsrf, seconds } = opts;
  const uploader = spawn(process.execPath, ['--input-type=module', '-e', UPLOADER], {
    env: { ...process.env, BASE: base, TOKEN: token, XSRF: xsrf, SECONDS: String(seconds + 1) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let report = '';
  uploader.stdout!.on('data', (c: Buffer) => (report += c.toString()));
  const done = new Promise((resolve) => uploader.once('exit', resolve));
  // Until the first upload is under way.
  while (!report.includes('started')) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 300));

  const times: number[] = [];
  const statuses: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const start = performance.now();
    const res = await fetch(`${base}/health`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
    statuses.push(res.status);
    await new Promise((r) => setTimeout(r, 10));
  }
  await done;
  const { uploaded, failures } = JSON.parse(report.slice(report.indexOf('{'))) as {
    uploaded: number;
    failures: string[];
  };
  times.sort((a, b) => a - b);
  return { times, statuses, uploaded, failures };
}

/** The q-quantile of sorted times. */
export const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** The bench's row: its own API process (uploads allowed), the demo learner uploading. */
export async function uploadHealthRow(serverScript: string, seconds = 5): Promise<string> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'baeum-bench-upload-'));
  const server = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      UPLOAD_QUOTA_BYTES: String(1024 ** 4),
      LIMIT_UPLOAD_USER: '100000/1m',
      LIMIT_UPLOAD_GLOBAL: '100000/1m',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /PORT (\d+)/.exec(out);
        if (m) resolve(`http://127.0.0.1:${m[1]}`);
      });
      server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const xsrf = 'bench-upload-xsrf-0123456789abcdef';
    const login = await fetch(`${base}/login/Auth`, {
      method: 'POST',
      headers: {
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'user_id=010-1234-5678&passwd=baeum1234!',
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const run = await healthUnderUploads({ base, token, xsrf, seconds });
    return `/health during 3 × 5 MB upload loops  ${run.times.length} calls  p50 ${quantile(run.times, 0.5).toFixed(1)} ms  p99 ${quantile(run.times, 0.99).toFixed(1)} ms  (${run.uploaded} uploads, ${run.failures.length} failures; goal p99 < 100 ms)`;
  } finally {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

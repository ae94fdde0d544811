import { spawn } from 'node:child_process';
const server = spawn(process.execPath, ['bench/server.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_CLASSES: '5000', LIST_CACHE_TTL_MS: '0' } });
const port = await new Promise<number>((res) => { let out = ''; server.stdout.on('data', (c: Buffer) => { out += c; const m = /PORT (\d+)/.exec(out); if (m) res(Number(m[1])); }); });
const xsrf = 'bench-xsrf-token-0123456789';
const h = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
const post = async (p: string, b: unknown) => { const t0 = performance.now(); const r = await fetch(`http://127.0.0.1:${port}${p}`, { method: 'POST', headers: h, body: JSON.stringify(b) }); const j: any = await r.json(); return [performance.now() - t0, j.data?.total_length, r.status]; };
console.log('warm', await post('/rec/api/v2/class/search', { keyword: 'x' }));
for (const q of ['요가', '파이선', 'ㄱㅌ', 'dyrk', '엑셀 이코치', '', '홈 베이킹', 'guitar', '요가', '파이선'])
  console.log(q, (await post('/rec/api/v2/class/search', { keyword: q, start: 0, end: 20 })).map((x) => typeof x === 'number' ? Math.round(x) : x), 'suggest', Math.round((await post('/rec/api/v1/class/search_suggest', { keyword: q }))[0] as number));
server.kill('SIGTERM');

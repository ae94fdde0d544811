// `pnpm bench:profile`: where the blocking time of a throttled load goes. Loads each route once
// on the mobile profile with a Chrome trace and prints every long task after the first paint
// (the tasks TBT counts) with what filled it: script evaluation per file, HTML parsing, style,
// layout, paint, garbage collection. The bench says how much; this says why.
//
//   pnpm bench:profile                          every bench route of the federated build
//   pnpm bench:profile --routes=/community --build=mono --runs=3 --top=8
//
// It uses the bench's servers (started or reused) and browser. Not part of `pnpm test`.
import { ROOT } from '../scripts/packages.mjs';
import { startServers } from './lib/servers.mjs';
import { launchBrowser, openThrottledPage } from './lib/browser.mjs';
import { longTaskReport } from './lib/trace.mjs';
import fs from 'node:fs';
import path from 'node:path';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8'));
const routes = opt(
  'routes',
  '/,/search?keyword=드로잉,/category?categoryId=1,/community,/community/1,/class/1,/class/1/review,/event/1',
).split(',');
const build = opt('build', 'mf');
const runs = Number(opt('runs', 1));
const top = Number(opt('top', 6));
const traceDir = opt('traces', '');

const servers = await startServers({ log: (...a) => console.error(...a) });
console.error('[profile] servers up');
const browser = await launchBrowser();
try {
  const base = `http://localhost:${build === 'mono' ? servers.ports.mono : servers.ports.mf.shell}`;
  for (const route of routes) {
    for (let run = 0; run < runs; run += 1) {
      const userAgent = route.startsWith('/webview/') ? budgets.webview.userAgent : undefined;
      const { context, page, settle } = await openThrottledPage(browser, 'mobile', { userAgent });
      try {
        await browser.startTracing(page, {
          // Light categories: the detailed timeline ones slow layout and paint several-fold.
          categories: ['toplevel', 'devtools.timeline', 'v8.execute', 'loading'],
        });
        await page.goto(base + route, { waitUntil: 'load', timeout: 60_000 });
        await settle();
        const fcp = await page.evaluate(() => window.__bench?.fcp ?? null);
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
        if (traceDir) {
          fs.mkdirSync(traceDir, { recursive: true });
          const name = `${build}${route.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`;
          fs.writeFileSync(path.join(traceDir, name), JSON.stringify(trace));
        }
        const report = longTaskReport(trace.traceEvents ?? trace, { fcp, top });
        console.log(
          `\n## ${build} ${route} (run ${run + 1}): FCP ${Math.round(fcp ?? -1)} ms, TBT ${report.tbt} ms`,
        );
        for (const task of report.tasks) {
          console.log(
            `- ${String(task.start).padStart(5)} ms  ${String(task.duration).padStart(4)} ms  ${task.parts.join(', ')}`,
          );
        }
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await servers.stop();
}

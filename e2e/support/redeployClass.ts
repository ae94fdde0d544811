// mfe-class deployed alone with a changed heading (issue #39, "Done when"): the build its team
// would ship, what the shell's server drew before any script, and whether the browser redrew it.
// Shared by the Node path (redeploy-remote.spec.ts) and the nginx path
// (nginx-redeploy-remote.spec.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from './test';

const ROOT = path.resolve(__dirname, '../..');
export const CLASS_PKG = path.join(ROOT, 'mfe-class');
export const OLD_HEADING = '클래스 소개';
export const NEW_HEADING = '이 클래스를 소개해요';

/**
 * mfe-class as its team would change it: the 클래스 소개 heading reworded, both of its builds
 * (browser and server container, as `pnpm build` makes them) in a copy under `work`.
 * @returns the copy's dist/
 */
export function buildChangedClass(work: string): string {
  const copy = path.join(work, 'mfe-class');
  fs.mkdirSync(copy);
  for (const entry of ['src', 'webpack.config.cjs', 'package.json', 'tsconfig.json']) {
    if (fs.existsSync(path.join(CLASS_PKG, entry)))
      fs.cpSync(path.join(CLASS_PKG, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(CLASS_PKG, 'node_modules'), path.join(copy, 'node_modules'));
  const messages = path.join(copy, 'src/messages.ts');
  const source = fs.readFileSync(messages, 'utf8');
  const changed = source.replace(`title: '${OLD_HEADING}',`, `title: '${NEW_HEADING}',`);
  expect(changed, 'the heading to change is in mfe-class/src/messages.ts').not.toBe(source);
  fs.writeFileSync(messages, changed);
  const webpack = path.join(CLASS_PKG, 'node_modules/webpack/bin/webpack.js');
  for (const args of [
    ['--mode', 'production'],
    ['--env', 'server'],
  ]) {
    const built = spawnSync(process.execPath, [webpack, ...args], { cwd: copy, encoding: 'utf8' });
    expect(built.status, built.stdout + built.stderr).toBe(0);
  }
  return path.join(copy, 'dist');
}

/** The <h2> headings of `url` (default: the request context's /class/1) as drawn, before any script. */
export async function drawnHeadings(request: APIRequestContext, url = '/class/1') {
  return headingsOf(await (await request.get(url)).text());
}

/** The <h2> headings a page's HTML carries in #root, before any script. */
export function headingsOf(html: string): string[] {
  const root = /<div id="root"[^>]*>([\s\S]*?)<script id="baeum-first-screen"/.exec(html)?.[1];
  return [...(root ?? '').matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1] ?? '');
}

/**
 * Opens `url` and holds that the app took the drawing as it is: the drawn buttons waiting for
 * it are its own again, the new heading is there, and nothing was redrawn (no
 * `[shell] first screen redrawn`, no React #418 or hydration message).
 */
export async function expectAdoptedWithNewHeading(page: Page, url = '/class/1') {
  const redrawn: string[] = [];
  page.on('console', (m) => {
    if (/first screen redrawn|#418|Hydration/i.test(m.text())) redrawn.push(m.text());
  });
  await page.goto(url);
  await expect(page.locator('[data-awaits-app]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: NEW_HEADING, level: 2 })).toBeVisible();
  expect(redrawn).toEqual([]);
}

import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { apiSignIn } from '../support/members';
import { COACH, LEARNER, signInWithStoredToken } from '../support/session';

// Issue #38: every route sets a Korean document.title, "page name · 배움" (home: the tagline),
// not-found included; client-side navigation keeps it in step.

/** The shell's route table (which remote owns which paths). */
const routeTable = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../shell/static/route-table.json'), 'utf8'),
) as { routes: Array<{ pattern: string }> };

const HANGUL = /[\uAC00-\uD7A3]/;
const TAGLINE = '배움 - 세상 모든 배움을 가장 저렴하게';

/** "name · 배움" with a Korean name, or the tagline. */
function isKoreanTitle(title: string): boolean {
  if (title === TAGLINE) return true;
  const name = /^(.+) · 배움$/.exec(title)?.[1];
  return Boolean(name && HANGUL.test(name));
}

async function titleOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The route's own title, not the tagline it starts with (home keeps the tagline).
  if (path !== '/') await expect.poll(() => page.title(), { message: path }).not.toBe(TAGLINE);
  return page.title();
}

async function titlesOf(page: Page, paths: string[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const path of paths) {
    const title = await titleOf(page, path);
    if (!isKoreanTitle(title)) wrong.push(`${path}: "${title}"`);
  }
  return wrong;
}

const VISITOR = [
  '/',
  '/search?keyword=드로잉',
  '/category?categoryId=1',
  '/event',
  '/event/1',
  '/community',
  '/community/1',
  '/class/1',
  '/class/1/review',
  '/login',
  '/signup',
  // Social log-in's age and terms step, opened without a pending sign-up (it says so).
  '/social/confirm',
  '/password/reset',
  '/notices',
  '/terms',
  '/privacy',
  '/user/2',
  // Not found: a path no remote owns, and one inside each remote.
  '/no-such-page',
  '/community/1/no-such-page',
  '/class/1/no-such-page',
  '/my/no-such-page',
  '/studio/no-such-page',
];

const LEARNER_PATHS = [
  '/my',
  '/my/notifications',
  '/my/points',
  '/my/payments',
  '/my/following',
  '/my/followers',
  '/my/blocked',
  '/my/bookmarks',
  '/my/recent',
  '/my/reviews',
  '/settings',
  '/settings/push',
  '/settings/profile',
  '/settings/password',
  '/settings/social',
  '/coach/apply',
  '/withdrawal',
  '/community/write',
  '/user/report/2',
  '/class/lecture/1',
  '/class/open_class/2',
  '/webview/alarm/class',
  '/webview/alarm/class/1',
];

const COACH_PATHS = ['/studio', '/studio/inbox', '/studio/sales', '/studio/classes/new'];

/** A route-table pattern as a regular expression over paths. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern.replace(/\/\*$/, '(?:/.*)?').replace(/:[a-zA-Z]+/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

test('the list covers every entry of the route table', () => {
  // '/review/0/edit' stands for the learner's own review, visited below with its id.
  const paths = [...VISITOR, ...LEARNER_PATHS, ...COACH_PATHS, '/review/0/edit'].map(
    (p) => p.split('?')[0]!,
  );
  const uncovered = routeTable.routes
    .map((r) => r.pattern)
    .filter((pattern) => !paths.some((p) => patternRegExp(pattern).test(p)));
  expect(uncovered).toEqual([]);
});

test.describe('every page has a Korean title', () => {
  test.describe.configure({ timeout: 240_000 });

  test('for a visitor, not-found pages included', async ({ page, consoleGuard }) => {
    consoleGuard.allowStatus(404, '/');
    // /social/confirm without a pending social sign-up: the API answers 410, the page says so.
    consoleGuard.allowStatus(410, '/new/auth/social/pending');
    expect(await titlesOf(page, VISITOR)).toEqual([]);
    expect(await titleOf(page, '/no-such-page')).toBe('페이지를 찾을 수 없어요 · 배움');
  });

  test('for a learner', async ({ page }) => {
    const learner = await apiSignIn(LEARNER);
    const { comment_id: postId } = await learner.send<{ comment_id: number }>(
      'POST',
      '/app_comment',
      { content: `제목을 볼 글 ${Date.now()}`, section: 'daily' },
      { form: true },
    );
    const { reviewed_list } = await learner.send<{ reviewed_list: Array<{ review_id: number }> }>(
      'GET',
      '/review/my',
    );
    await signInWithStoredToken(page, LEARNER);
    expect(
      await titlesOf(page, [
        ...LEARNER_PATHS,
        `/community/${postId}/edit`,
        `/review/${reviewed_list[0]!.review_id}/edit`,
      ]),
    ).toEqual([]);
  });

  test('for a coach', async ({ page }) => {
    const coach = await apiSignIn(COACH);
    const { management_class } = await coach.send<{
      management_class: Array<{ class_id: number }>;
    }>('GET', '/studio/dashboard');
    const id = management_class[0]!.class_id;
    await signInWithStoredToken(page, COACH);
    expect(
      await titlesOf(page, [
        ...COACH_PATHS,
        `/studio/class/${id}`,
        `/studio/class/${id}/edit`,
        `/studio/class/${id}/curriculum`,
        `/studio/class/${id}/learners`,
      ]),
    ).toEqual([]);
  });
});

test('client-side navigation keeps the title in step, across remotes and back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  expect(await page.title()).toBe(TAGLINE);

  await page.getByRole('banner').getByRole('link', { name: '커뮤니티' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page).toHaveTitle('커뮤니티 · 배움');

  await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveTitle('로그인 · 배움');

  await page.goBack();
  await expect(page).toHaveTitle('커뮤니티 · 배움');
  await page.goBack();
  await expect(page).toHaveTitle(TAGLINE);
});

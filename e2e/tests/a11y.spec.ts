import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { apiSignIn } from '../support/members';
import { COACH, LEARNER, signInWithStoredToken } from '../support/session';

// axe-core on every route at 375 and 1280 px: no serious or critical violation (WCAG 2.1 AA).

const VISITOR_ROUTES = [
  '/',
  '/search?keyword=드로잉',
  '/category?categoryId=1',
  '/community',
  '/community/1',
  '/class/1',
  '/class/1/review',
  '/event',
  '/event/1',
  '/login',
  '/signup',
  '/notices',
  // Issue #38
  '/password/reset',
  '/terms',
  '/privacy',
];
const LEARNER_ROUTES = [
  '/my',
  '/my/notifications',
  '/user/2',
  '/community/write',
  '/coach/apply',
  // Issue #38
  '/settings',
  '/settings/password',
  '/settings/push',
  '/settings/profile',
  // Issue #35
  '/class/lecture/1',
  // Issue #37
  '/my/payments',
];
const COACH_ROUTES = [
  '/studio',
  '/studio/inbox',
  // Issue #36
  '/studio/sales',
  '/studio/classes/new',
];

/** The studio's screens of one class the demo coach manages (#36): editor, curriculum, learners. */
async function managedClassRoutes(): Promise<string[]> {
  const coach = await apiSignIn(COACH);
  const { management_class } = await coach.send<{
    management_class: Array<{ class_id: number }>;
  }>('GET', '/studio/dashboard');
  const id = management_class[0]!.class_id;
  return [
    `/studio/class/${id}`,
    `/studio/class/${id}/edit`,
    `/studio/class/${id}/curriculum`,
    `/studio/class/${id}/learners`,
  ];
}

async function serious(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('main')).toBeVisible();
  // The route's own content, not its skeleton.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => {
        const data = n.any[0]?.data as
          { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const detail = data?.fgColor
          ? `${data.fgColor} on ${data.bgColor} (${data.contrastRatio})`
          : n.html.slice(0, 160);
        return `${route} ${v.id}: ${detail}`;
      }),
    )
    .filter((line, i, all) => all.indexOf(line) === i);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });
    // Up to a dozen routes loaded and scanned in one test: more than the default minute.
    test.describe.configure({ timeout: 180_000 });

    test('visitor pages have no serious or critical violation', async ({ page }) => {
      const found: string[] = [];
      for (const route of VISITOR_ROUTES) found.push(...(await serious(page, route)));
      expect(found).toEqual([]);
    });

    test('a learner’s pages have no serious or critical violation', async ({ page }) => {
      await signInWithStoredToken(page, LEARNER);
      const found: string[] = [];
      for (const route of LEARNER_ROUTES) found.push(...(await serious(page, route)));
      expect(found).toEqual([]);
    });

    test('a coach’s studio has no serious or critical violation', async ({ page }) => {
      const routes = [...COACH_ROUTES, ...(await managedClassRoutes())];
      await signInWithStoredToken(page, COACH);
      const found: string[] = [];
      for (const route of routes) found.push(...(await serious(page, route)));
      expect(found).toEqual([]);
    });
  });
}

// Issue 47: with a page open, a coach's reply to my review counts the header badge up within a
// few seconds — no reload, no polling (the tab's one notification stream, through /_api).
import { expect, test } from '../support/test';
import { API_URL } from '../support/env';
import { COACH, LEARNER, apiLogin, signInWithStoredToken } from '../support/session';

/** A call to the reference API as `token`, with the XSRF double-submit pair. */
async function call(token: string, method: string, path: string, body?: unknown) {
  const xsrf = 'e2e-live-xsrf-0123456789';
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
}

/** The demo learner's unanswered review of one of the demo coach's classes (written if needed). */
async function reviewToAnswer(learner: string, coach: string): Promise<number> {
  const me = await call(learner, 'GET', '/new/user/me');
  const taken = (me.body.data?.registered_class_list ?? []) as { class_id: number }[];
  const managed = await call(coach, 'GET', '/new/user/me');
  const coachClasses = new Set(
    ((managed.body.data?.management_class_list ?? []) as { class_id: number }[]).map(
      (c) => c.class_id,
    ),
  );
  for (const { class_id } of taken.filter((c) => coachClasses.has(c.class_id))) {
    const made = await call(learner, 'POST', `/review/class/${class_id}`, {
      score: 5,
      pros_content: '라이브 알림 여정에서 남긴 후기예요.',
    });
    if (made.status === 200) return made.body.data!.review_id as number;
  }
  // Already reviewed: the coach's inbox (oldest first) lists the learner's while it is unanswered.
  const name = (me.body.data?.user_name as string) ?? '';
  for (let page = 1; page <= 50; page++) {
    const inbox = await call(coach, 'GET', `/studio/inbox?page=${page}`);
    const list = (inbox.body.data?.list ?? []) as { review_id: number; user_name: string }[];
    const mine = list.find((r) => r.user_name === name);
    if (mine) return mine.review_id;
    if (list.length === 0) break;
  }
  throw new Error('no unanswered review of the demo learner on the demo coach’s classes');
}

test('with a page open, a coach’s reply to my review counts the badge up without a reload', async ({
  page,
}) => {
  const [learner, coach] = [await apiLogin(LEARNER), await apiLogin(COACH)];
  const reviewId = await reviewToAnswer(learner, coach);

  await signInWithStoredToken(page, LEARNER);
  // The stream is open once it has answered (its headers; the body never ends).
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/v3/notify/stream'));
  await page.goto('/community');
  expect((await streamOpen).status()).toBe(200);
  // The badge as it stands (the member's unread count, asked of the API as they see it).
  const count = await call(learner, 'GET', '/newsCount');
  const before = count.body.data!.news_unread_count as number;
  const badge = (n: number) =>
    page.getByRole('banner').getByRole('link', { name: n > 0 ? `알림 ${n}개 안 읽음` : '알림' });
  await expect(badge(before)).toBeVisible();
  await page.evaluate(() => ((window as { liveMarker?: number }).liveMarker = 47));

  const reply = await call(coach, 'POST', `/studio/review/${reviewId}/reply`, {
    content: '후기 고마워요! 다음 강의도 기대해 주세요.',
  });
  expect(reply.status).toBe(200);

  // Within a few seconds (the journeys' expect timeout), without a reload.
  await expect(badge(before + 1)).toBeVisible();
  // The same page: nothing reloaded it.
  expect(await page.evaluate(() => (window as { liveMarker?: number }).liveMarker)).toBe(47);
});

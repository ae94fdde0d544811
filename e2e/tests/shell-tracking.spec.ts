import { expect, test, type Page } from '../support/test';

// Visitor tracking (spec sections 3, 4, 7, 9): records reach the API with the right fields on a
// route change and on unload. The reference API lists what it stored (outside production).

interface StoredClick {
  elementType: string;
  innerText: string;
  timeStamp: number;
}

interface StoredRecord {
  uuid: string;
  sessionId: string;
  device: string;
  pageTitle: string;
  queryInfo: Record<string, string>;
  clickedItems: StoredClick[];
  BROWSER_MODE: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  [field: string]: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function header(page: Page) {
  return page.getByRole('banner');
}

async function visitorIds(page: Page): Promise<{ uuid: string; sessionId: string }> {
  return page.evaluate(() => ({
    uuid: window.localStorage.getItem('baeum.uuid') ?? '',
    sessionId: window.sessionStorage.getItem('baeum.sessionId') ?? '',
  }));
}

/** The API's `GET /new/classu/web?sessionId=&uuid=` (outside production), through the proxy. */
async function storedRecords(
  page: Page,
  ids: { uuid: string; sessionId: string },
): Promise<StoredRecord[]> {
  const res = await page.request.get(`/_api/new/classu/web?${new URLSearchParams(ids)}`);
  if (!res.ok()) return [];
  const body = (await res.json()) as { data?: unknown };
  const data = body.data as unknown;
  const list = (Array.isArray(data) ? data : ((data as { list?: unknown[] })?.list ?? [])) as Array<
    Record<string, unknown>
  >;
  return list.map((item) => (item.record ?? item.payload ?? item) as StoredRecord);
}

function clickedTexts(record: StoredRecord): string[] {
  return (record.clickedItems ?? []).map((item) => item.innerText);
}

test('a route change sends the record of the page being left, and the API stores it', async ({
  page,
}) => {
  await page.goto(
    '/community?tab=all&utm_source=naver&utm_medium=cpc&utm_campaign=spring&utm_content=banner',
  );
  const login = header(page).getByRole('link', { name: '로그인' });
  await expect(login).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  const ids = await visitorIds(page);
  expect(ids.uuid).toMatch(UUID);
  expect(ids.sessionId).toMatch(UUID);
  const titleOfCommunity = await page.title();

  const sent = page.waitForRequest(
    (r) =>
      r.method() === 'POST' &&
      r.url().endsWith('/_api/new/classu/web') &&
      (r.postData() ?? '').includes('"로그인"'),
  );
  await login.click();
  await expect(page).toHaveURL(/\/login/);
  const request = await sent;
  expect(request.headers()['x-xsrf-token']).toBeTruthy();
  expect((await request.response())?.status()).toBe(200);

  const body = request.postDataJSON() as StoredRecord;
  expect(body).not.toHaveProperty('classInfo');
  expect(body).toMatchObject({
    uuid: ids.uuid,
    sessionId: ids.sessionId,
    device: 'WEB',
    pageTitle: titleOfCommunity,
    queryInfo: { tab: 'all' },
    BROWSER_MODE: 'BROWSER',
    utm_source: 'naver',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    utm_content: 'banner',
  });
  expect(body.clickedItems).toEqual([
    expect.objectContaining({ elementType: 'link', innerText: '로그인' }),
  ]);
  expect(typeof body.timeStamp).toBe('number');
  expect(typeof body.countRemainingTime).toBe('number');

  await expect
    .poll(async () =>
      (await storedRecords(page, ids)).some(
        (r) => r.utm_campaign === 'spring' && clickedTexts(r).includes('로그인'),
      ),
    )
    .toBe(true);
});

test('leaving the page sends the record on unload, clicks included', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  // A button that changes no route: its click can only leave with the unload send.
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = '  추적   확인 버튼 ';
    document.body.append(button);
  });
  await page.getByRole('button', { name: '추적 확인 버튼' }).click();
  const ids = await visitorIds(page);

  await page.goto('about:blank');

  await expect
    .poll(
      async () =>
        (await storedRecords(page, ids)).find((r) => clickedTexts(r).includes('추적 확인 버튼')) ??
        null,
      {
        timeout: 10_000,
      },
    )
    .toMatchObject({ uuid: ids.uuid, sessionId: ids.sessionId, device: 'WEB', queryInfo: {} });
  const [record] = (await storedRecords(page, ids)).filter((r) =>
    clickedTexts(r).includes('추적 확인 버튼'),
  );
  expect(record!.clickedItems).toEqual([
    expect.objectContaining({ elementType: 'button', innerText: '추적 확인 버튼' }),
  ]);
});

test('on / the record is sent once when the recommendations have loaded (READY), and again on a route change', async ({
  page,
}) => {
  const sends: Array<Record<string, unknown>> = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/_api/new/classu/web'))
      sends.push(r.postDataJSON() as Record<string, unknown>);
  });
  await page.goto('/');
  const main = page.getByRole('main');
  // The recommendations the home lists as its class-info groups.
  await expect(main.getByRole('list', { name: '이벤트 배너' })).toBeVisible();
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect.poll(() => sends.length, { timeout: 10_000 }).toBe(1);
  const ready = sends[0]!;
  expect(ready).not.toHaveProperty('classInfo');
  expect(ready.pageTitle).toBe(await page.title());
  // Nothing more while the page stays.
  await page.waitForTimeout(1500);
  expect(sends).toHaveLength(1);

  await page.getByRole('banner').getByRole('link', { name: '커뮤니티' }).click();
  await expect(page).toHaveURL(/\/community/);
  await expect.poll(() => sends.length).toBe(2);
  // The popular keywords the home showed went into the record it sent on leaving.
  expect(String(sends[1]!.famousClassKeyword)).not.toBe('');
});

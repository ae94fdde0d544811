/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import {
  SESSION_ID_KEY,
  VISITOR_ID_KEY,
  dataMiningAtom,
  getStore,
  isValidUuid,
  resetStore,
} from '@baeum/shared';
import type { DataMining, VisitorPayload } from '@baeum/shared';
import { useTestServer, waitUntil } from '@baeum/shared/testing/setup';
import { MAX_CLICK_TEXT_LENGTH } from './clickedItem';
import { createTracker } from './tracker';
import type { Tracker } from './tracker';

const server = useTestServer();
const VALID_UUID = '3f0e8a52-6d1c-4b7a-9c2e-0a1b2c3d4e5f';

let tracker: Tracker | null = null;

function state(): DataMining {
  return getStore().get(dataMiningAtom);
}

function setClassInfo(classInfo: Record<string, unknown[]>) {
  getStore().set(dataMiningAtom, (s) => ({ ...s, record: { ...s.record, classInfo } }));
}

function posts() {
  return server().requests.filter((r) => r.method === 'POST' && r.pathname === '/new/classu/web');
}

function sentBodies(): VisitorPayload[] {
  return posts().map((r) => JSON.parse(r.body) as VisitorPayload);
}

// jsdom cannot navigate: links are clicked for the record only.
const stayOnPage = (event: Event) => event.preventDefault();

function click(html: string, selector: string) {
  document.body.innerHTML = html;
  document.body.addEventListener('click', stayOnPage);
  document.querySelector<HTMLElement>(selector)!.click();
}

function start() {
  tracker = createTracker();
  return tracker;
}

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true, now: new Date('2025-03-01T10:00:00+09:00') });
  resetStore();
  server().on('POST', '/new/classu/web', { body: { code: 200, data: null } });
  document.title = '배움 - 홈';
  document.body.innerHTML = '';
});

afterEach(() => {
  tracker?.stop();
  tracker = null;
  jest.useRealTimers();
});

describe('identifiers', () => {
  it('keeps a valid uuid from local storage and the session id in session storage', () => {
    window.localStorage.setItem(VISITOR_ID_KEY, VALID_UUID);
    start();
    const { record } = state();
    expect(record.uuid).toBe(VALID_UUID);
    expect(isValidUuid(record.sessionId)).toBe(true);
    expect(window.sessionStorage.getItem(SESSION_ID_KEY)).toBe(record.sessionId);
  });

  it('replaces a malformed uuid with a new one and stores it', () => {
    window.localStorage.setItem(VISITOR_ID_KEY, 'not-a-uuid');
    start();
    const { uuid } = state().record;
    expect(uuid).not.toBe('not-a-uuid');
    expect(isValidUuid(uuid)).toBe(true);
    expect(window.localStorage.getItem(VISITOR_ID_KEY)).toBe(uuid);
  });

  it('accepts the all-zero uuid', () => {
    window.localStorage.setItem(VISITOR_ID_KEY, '00000000-0000-0000-0000-000000000000');
    start();
    expect(state().record.uuid).toBe('00000000-0000-0000-0000-000000000000');
  });
});

describe('the record of the page', () => {
  it('holds device WEB, the title, the query, the sort order, the utm fields and the browser mode', () => {
    window.history.replaceState(
      null,
      '',
      '/search?keyword=요가&order=match_score&utm_source=naver&utm_medium=cpc&utm_campaign=spring&utm_content=banner1',
    );
    start();
    expect(state().record).toMatchObject({
      device: 'WEB',
      pageTitle: '배움 - 홈',
      queryInfo: { keyword: '요가', order: 'match_score' },
      sortBy: 'match_score',
      utm_source: 'naver',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'banner1',
      BROWSER_MODE: 'BROWSER',
    });
    expect(state().mode).toBe('INITIAL');
    expect(posts()).toHaveLength(0);
  });

  it('never puts a token or hash from the URL into the query info', () => {
    window.history.replaceState(null, '', '/?token=secret&hash=h&tab=1');
    start();
    expect(state().record.queryInfo).toEqual({ tab: '1' });
  });
});

describe('mode: INITIAL → READY → send → NOT_INITIAL', () => {
  it('becomes READY once every listed class-info group is non-empty, sends, then is NOT_INITIAL', async () => {
    start();
    setClassInfo({ keywordRecommend: [], eventRecommend: [] });
    setClassInfo({ keywordRecommend: [{ class_id: 1 }], eventRecommend: [] });
    expect(state().mode).toBe('INITIAL');

    jest.advanceTimersByTime(3000);
    setClassInfo({ keywordRecommend: [{ class_id: 1 }], eventRecommend: [{ class_id: 2 }] });
    expect(state().mode).toBe('READY');

    await waitUntil(() => state().mode === 'NOT_INITIAL');
    expect(posts()).toHaveLength(1);
    const [body] = sentBodies();
    expect(body).not.toHaveProperty('classInfo');
    expect(body).toMatchObject({ device: 'WEB', uuid: state().record.uuid, countRemainingTime: 3 });
    expect(body!.timeStamp).toBe(Date.parse('2025-03-01T10:00:03+09:00'));
  });

  it('sends the READY record once per load, not again when the class info changes', async () => {
    start();
    setClassInfo({ recommend: [1] });
    await waitUntil(() => state().mode === 'NOT_INITIAL');
    setClassInfo({ recommend: [1, 2] });
    setClassInfo({ recommend: [3] });
    await jest.advanceTimersByTimeAsync(50);
    expect(posts()).toHaveLength(1);
  });

  it('stays INITIAL while no class info is listed', async () => {
    start();
    await jest.advanceTimersByTimeAsync(5000);
    expect(state().mode).toBe('INITIAL');
    expect(posts()).toHaveLength(0);
  });

  it('still ends NOT_INITIAL when the send fails, and the page keeps working', async () => {
    server().on('POST', '/new/classu/web', { status: 500, body: { code: 500, message: '오류' } });
    start();
    setClassInfo({ recommend: [1] });
    await waitUntil(() => state().mode === 'NOT_INITIAL');
    expect(posts()).toHaveLength(1);
  });

  it('sends with the X-XSRF-TOKEN header the API asks for', async () => {
    start();
    setClassInfo({ recommend: [1] });
    await waitUntil(() => posts().length === 1);
    expect(posts()[0]!.headers['x-xsrf-token']).toBe('xsrf-from-server');
  });
});

describe('route change', () => {
  it('sends the record of the page being left, then resets the counters and clears the filter types', async () => {
    window.history.replaceState(null, '', '/category?categoryId=3&sort_item=popular');
    start();
    click('<main><button type="button">  인기순\n 보기 </button></main>', 'button');
    click('<a href="/class/1"><span>요가 클래스</span></a>', 'span');
    getStore().set(dataMiningAtom, (s) => ({ ...s, filterTypes: ['price', 'level'] }));
    expect(state().counters).toEqual({ button: 1, link: 1 });
    jest.advanceTimersByTime(4000);

    tracker!.routeChanged({ pathname: '/search', search: '?keyword=필라테스' });

    await waitUntil(() => posts().length === 1);
    const [left] = sentBodies();
    expect(left).toMatchObject({
      queryInfo: { categoryId: '3', sort_item: 'popular' },
      sortBy: 'popular',
      countRemainingTime: 4,
      clickedItems: [
        {
          elementType: 'button',
          innerText: '인기순 보기',
          timeStamp: Date.parse('2025-03-01T10:00:00+09:00'),
        },
        {
          elementType: 'link',
          innerText: '요가 클래스',
          timeStamp: Date.parse('2025-03-01T10:00:00+09:00'),
        },
      ],
    });

    expect(state().counters).toEqual({});
    expect(state().filterTypes).toEqual([]);
    expect(state().record).toMatchObject({
      clickedItems: [],
      countRemainingTime: 0,
      queryInfo: { keyword: '필라테스' },
      sortBy: '',
    });
  });

  it('does not send when only the history entry changes, not the page', async () => {
    window.history.replaceState(null, '', '/community?tab=1');
    start();
    tracker!.routeChanged({ pathname: '/community', search: '?tab=1' });
    tracker!.routeChanged({ pathname: '/community', search: '?tab=1&token=abc' });
    await jest.advanceTimersByTimeAsync(50);
    expect(posts()).toHaveLength(0);
  });

  it('keeps the landing page utm fields on later pages', async () => {
    window.history.replaceState(null, '', '/?utm_source=meta&utm_campaign=launch');
    start();
    tracker!.routeChanged({ pathname: '/community', search: '' });
    expect(state().record).toMatchObject({ utm_source: 'meta', utm_campaign: 'launch' });
    await waitUntil(() => posts().length === 1);
  });
});

describe('unload', () => {
  it('sends on pagehide without resetting the counters, clicks or filter types', async () => {
    start();
    click('<button type="button">수강 신청</button>', 'button');
    getStore().set(dataMiningAtom, (s) => ({ ...s, filterTypes: ['price'] }));
    jest.advanceTimersByTime(2000);

    window.dispatchEvent(new Event('pagehide'));
    await waitUntil(() => posts().length === 1);
    expect(sentBodies()[0]).toMatchObject({
      clickedItems: [{ elementType: 'button', innerText: '수강 신청' }],
      countRemainingTime: 2,
    });
    expect(state().counters).toEqual({ button: 1 });
    expect(state().filterTypes).toEqual(['price']);
    expect(state().record.clickedItems).toHaveLength(1);
  });

  it('stops listening once stopped', async () => {
    start().stop();
    window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(50);
    expect(posts()).toHaveLength(0);
  });
});

describe('clicks', () => {
  it('records buttons and links only, with the text trimmed and capped', () => {
    start();
    click('<p>그냥 글</p>', 'p');
    expect(state().record.clickedItems).toHaveLength(0);
    click(`<button type="button">${'가'.repeat(200)}</button>`, 'button');
    click('<button type="button" aria-label="닫기"><svg></svg></button>', 'button');
    const items = state().record.clickedItems;
    expect(items[0]!.innerText).toHaveLength(MAX_CLICK_TEXT_LENGTH);
    expect(items[1]).toMatchObject({ elementType: 'button', innerText: '닫기' });
  });

  it('counts time only while the page is visible', async () => {
    start();
    let visibility: DocumentVisibilityState = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    jest.advanceTimersByTime(2000);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(10_000);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(1000);
    window.dispatchEvent(new Event('pagehide'));
    expect(state().record.countRemainingTime).toBe(3);
    await waitUntil(() => posts().length === 1);
  });
});

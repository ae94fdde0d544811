/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// What the endpoint functions do beyond sending: the answers they unwrap, the spec's
// validation rules (section 5), and the credentials log-in and log-out leave behind.
import { fetchStartupToken, findPassword, login, logout } from './account';
import { fetchCategories, fetchCategoryClasses, fetchSubCategories } from './category';
import { toggleBookmark } from './class';
import { isInvalidSession } from './error';
import { getToken, setToken } from './credentials';
import { fetchNotifications } from './notify';
import { fetchMainRecommendations } from './recommend';
import { fetchRecentKeywords, fetchSearchRank, fetchSuggestions, searchClasses } from './search';
import { createVisitorRecord, sendVisitorRecord } from './tracking';
import { fetchCurrentUser, fetchUserData } from './user';
import { updateContact, updateEmail, updateProfile } from './profile';
import { useTestServer } from './testing/setup';

const server = useTestServer();
const ok = { body: { code: 200, data: null } };

const lastAuthorization = () => server().requests.at(-1)?.headers.authorization;

describe('search', () => {
  it('turns total_length and list into totalCount and classList', async () => {
    server().on('POST', '/rec/api/v2/class/search', {
      body: { code: 200, data: { total_length: 31, list: [{ class_id: 1 }] } },
    });
    await expect(searchClasses({ keyword: '요가', start: 0, end: 20 })).resolves.toEqual({
      totalCount: 31,
      classList: [{ class_id: 1 }],
    });
  });

  it('returns the suggestions of data_list and the ranking of search_list', async () => {
    server().on('POST', '/rec/api/v1/class/search_suggest', {
      body: { code: 200, data_list: [{ key: '요가' }, { key: '요리' }] },
    });
    server().on('GET', '/rec/api/v1/search_rank', {
      body: { code: 200, data: { search_list: [{ keyword: '영어', rank: 1 }] } },
    });
    await expect(fetchSuggestions('요')).resolves.toEqual([{ key: '요가' }, { key: '요리' }]);
    await expect(fetchSearchRank()).resolves.toEqual([{ keyword: '영어', rank: 1 }]);
  });

  it('reads recent keywords as a list of id and keyword', async () => {
    server().on('GET', '/rec/api/v1/log/search/7', {
      body: { code: 200, data: [{ id: 1, keyword: '요가' }] },
    });
    await expect(fetchRecentKeywords(7)).resolves.toEqual([{ id: 1, keyword: '요가' }]);
  });
});

describe('categories', () => {
  it('returns categoryList, subCategoryList, and total_count with class_list', async () => {
    server().on('GET', '/category', (request) =>
      request.query.get('category')
        ? {
            body: {
              code: 200,
              data: { subCategoryList: [{ sub_category: 41, sub_category_name: '요가' }] },
            },
          }
        : {
            body: {
              code: 200,
              data: { categoryList: [{ category: 4, category_name: '운동', icon: '/i.svg' }] },
            },
          },
    );
    server().on('GET', '/category/class', {
      body: { code: 200, data: { total_count: 120, class_list: [{ class_id: 9 }] } },
    });
    await expect(fetchCategories()).resolves.toEqual([
      { category: 4, category_name: '운동', icon: '/i.svg' },
    ]);
    await expect(fetchSubCategories(4)).resolves.toEqual([
      { sub_category: 41, sub_category_name: '요가' },
    ]);
    await expect(fetchCategoryClasses({ category: 4 })).resolves.toEqual({
      totalCount: 120,
      classList: [{ class_id: 9 }],
    });
  });
});

describe('recommendations', () => {
  it('answers recom_list, empty when the server sends none', async () => {
    server().on('GET', '/rec/recom/main', { body: { code: 200, data: {} } });
    await expect(fetchMainRecommendations()).resolves.toEqual({ recom_list: [] });
  });
});

describe('notifications', () => {
  it('keeps only entries whose push_type is 0 or greater', async () => {
    server().on('GET', '/api/v3/notify/1', {
      body: {
        code: 200,
        data: {
          list: [
            { id: 1, read_status: 'N', push_type: 0 },
            { id: 2, read_status: 'N', push_type: -1 },
            { id: 3, read_status: 'Y', push_type: 4 },
          ],
          page: 1,
          total_page: 3,
          unread_count: 1,
        },
      },
    });
    const page = await fetchNotifications(1);
    expect(page.list.map((n) => n.id)).toEqual([1, 3]);
    expect(page).toMatchObject({ page: 1, total_page: 3, unread_count: 1 });
  });
});

describe('identity', () => {
  it('keeps the token of a log-in for the following calls', async () => {
    server().on('POST', '/login/Auth', {
      body: { code: 200, data: { token: 'signed-in', hash: 'h', user_id: 12 } },
    });
    server().on('GET', '/new/user/me', { body: { code: 200, data: { user_id: 12 } } });
    await login('010-1234-5678', 'baeum1234!');
    await fetchCurrentUser();
    expect(lastAuthorization()).toBe('Bearer signed-in');
  });

  it('keeps the token of the startup token lookup', async () => {
    server().on('GET', '/new/auth/token', { body: { code: 200, data: { token: 'from-cookie' } } });
    await expect(fetchStartupToken()).resolves.toBe('from-cookie');
    expect(getToken()).toBe('from-cookie');
  });

  it('forgets every credential on log-out, even when the server fails', async () => {
    setToken('old');
    window.history.replaceState(null, '', '/?token=from-url');
    server().on('POST', '/new/auth/logout', { status: 500, body: { code: 500 } });
    await expect(logout()).rejects.toMatchObject({ status: 500 });
    expect(lastAuthorization()).toBe('Bearer from-url'); // the log-out itself still carried it
    server().on('GET', '/new/user/me', { status: 401, body: { code: 401 } });
    await fetchCurrentUser().catch(() => undefined);
    expect(getToken()).toBeNull();
    expect(lastAuthorization()).toBeUndefined();
  });

  it('rejects the current-user fetch with an invalid session on 470', async () => {
    server().on('GET', '/new/user/me', { status: 470, body: { code: 470, message: '세션 만료' } });
    const error: unknown = await fetchCurrentUser().catch((e: unknown) => e);
    expect(isInvalidSession(error)).toBe(true);
  });

  it('ignores the result of a password reset, failures included', async () => {
    server().on('POST', '/biz/reset_password', { status: 500, body: { code: 500 } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(findPassword('01012345678')).resolves.toBeUndefined();
    warn.mockRestore();
  });
});

describe('user data', () => {
  it('returns 470 to the caller', async () => {
    server().on('GET', '/new/user/data', { status: 470, body: { code: 470 } });
    await expect(fetchUserData()).resolves.toEqual({ status: 'invalid-session' });
  });

  it('only logs other errors', async () => {
    server().on('GET', '/new/user/data', { status: 500, body: { code: 500 } });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchUserData()).resolves.toEqual({ status: 'failed' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('returns the data', async () => {
    server().on('GET', '/new/user/data', {
      body: { code: 200, data: { user_id: 12, point: 300 } },
    });
    await expect(fetchUserData()).resolves.toEqual({
      status: 'ok',
      data: { user_id: 12, point: 300 },
    });
  });
});

describe('profile and contact updates', () => {
  beforeEach(() => {
    server().on('PUT', '/new/v2/api/user', ok);
    server().on('POST', '/coach/7', ok);
    server().on('POST', '/user', ok);
  });

  it('sends the profile only if a nickname is given', async () => {
    await expect(updateProfile(7, { nickname: '  ', profile_comment: '안녕' })).resolves.toBe(
      false,
    );
    expect(server().requests).toHaveLength(0);
    await expect(updateProfile(7, { nickname: '배움이' })).resolves.toBe(true);
    expect(server().requests.map((r) => r.pathname)).toContain('/new/v2/api/user');
  });

  it('sends contact data only with a user id and a phone number or a kakao id', async () => {
    await expect(updateContact(null, { phone: '010-1234-5678' })).resolves.toBe(false);
    await expect(updateContact(7, { living_abroad: 'Y' })).resolves.toBe(false);
    expect(server().requests).toHaveLength(0);
    await expect(updateContact(7, { kakako_id: 'baeum' })).resolves.toBe(true);
    expect(JSON.parse(server().requests.at(-1)?.body ?? '')).toEqual({
      phone: '',
      kakako_id: 'baeum',
      living_abroad: 'N',
    });
  });

  it('does nothing to the email without an email', async () => {
    await expect(updateEmail('')).resolves.toBe(false);
    await expect(updateEmail(null)).resolves.toBe(false);
    expect(server().requests).toHaveLength(0);
  });
});

describe('bookmarks', () => {
  it('resolves Y after mode add and N after mode remove', async () => {
    server().on('POST', '/have/3', ok);
    await expect(toggleBookmark(3, 'add')).resolves.toBe('Y');
    await expect(toggleBookmark(3, 'remove')).resolves.toBe('N');
  });
});

describe('visitor tracking', () => {
  it('sends the record without the class info, clicked items included', async () => {
    server().on('POST', '/new/classu/web', ok);
    const clicked = {
      elementType: 'class-card',
      innerText: '왕초보 요가',
      timeStamp: 1_700_000_000_000,
    };
    await sendVisitorRecord(
      createVisitorRecord({
        uuid: 'u',
        sessionId: 's',
        classInfo: { main: [1] },
        clickedItems: [clicked],
      }),
    );
    const body = JSON.parse(server().requests.at(-1)?.body ?? '{}') as Record<string, unknown>;
    expect(body).not.toHaveProperty('classInfo');
    expect(body).toMatchObject({
      uuid: 'u',
      sessionId: 's',
      device: 'WEB',
      clickedItems: [clicked],
    });
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import type { RecentKeyword } from '../../api/search';
import { anonymousUser, unloadedUser } from '../../api/user';
import { useTestServer, waitUntil } from '../../api/testing/setup';
import type { Reply } from '../../api/testing/server';
import { getStore, resetStore } from '../jotai';
import { recentKeywordListAtom } from '../search';
import { userAtom } from '../user';
import {
  dismissAllRecentKeywords,
  dismissRecentKeyword,
  loadRecentKeywords,
} from './recentKeywords';

const server = useTestServer();
const ok: Reply = { body: { code: 200, data: null } };
const failure: Reply = { status: 500, body: { code: 500, message: 'db down' } };
const keywords: RecentKeyword[] = [
  { id: 1, keyword: '요가' },
  { id: 2, keyword: '영어 회화' },
  { id: 3, keyword: '드로잉' },
];

const shown = () =>
  getStore()
    .get(recentKeywordListAtom)
    .map((k) => k.keyword);
const received = (method: string, pathname: string) => () =>
  server().requests.some((r) => r.method === method && r.pathname === pathname);

beforeEach(() => {
  resetStore();
  getStore().set(recentKeywordListAtom, keywords);
});

describe('removing a recent keyword', () => {
  it('removes it from the screen at once, without waiting for the server', async () => {
    server().on('DELETE', '/rec/api/v1/log/search/9/2', ok);
    expect(dismissRecentKeyword(9, 2)).toBeUndefined();
    expect(shown()).toEqual(['요가', '드로잉']);
    await waitUntil(received('DELETE', '/rec/api/v1/log/search/9/2'));
    expect(shown()).toEqual(['요가', '드로잉']);
  });

  it('puts it back in its place when the server fails', async () => {
    server().on('DELETE', '/rec/api/v1/log/search/9/2', failure);
    dismissRecentKeyword(9, 2);
    expect(shown()).toEqual(['요가', '드로잉']);
    await waitUntil(() => shown().length === 3);
    expect(shown()).toEqual(['요가', '영어 회화', '드로잉']);
  });

  it('clears them all at once, and brings them back when the server fails', async () => {
    server().on('DELETE', '/rec/api/v1/log/search/9', failure);
    dismissAllRecentKeywords(9);
    expect(shown()).toEqual([]);
    await waitUntil(() => shown().length === 3);
    expect(shown()).toEqual(['요가', '영어 회화', '드로잉']);
  });

  it('clears them all for good when the server agrees', async () => {
    server().on('DELETE', '/rec/api/v1/log/search/9', ok);
    dismissAllRecentKeywords(9);
    await waitUntil(received('DELETE', '/rec/api/v1/log/search/9'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toEqual([]);
  });
});

describe('loading recent keywords', () => {
  beforeEach(() => {
    getStore().set(recentKeywordListAtom, []);
    server().on('GET', '/rec/api/v1/log/search/9', { body: { code: 200, data: keywords } });
  });

  it('fetches them for a loaded user with an id', async () => {
    getStore().set(userAtom, { ...anonymousUser, id: 9, name: '김배움' });
    await expect(loadRecentKeywords()).resolves.toBe(true);
    expect(shown()).toEqual(['요가', '영어 회화', '드로잉']);
  });

  it('asks nothing while the user is not loaded or has no id', async () => {
    getStore().set(userAtom, unloadedUser);
    await expect(loadRecentKeywords()).resolves.toBe(false);
    getStore().set(userAtom, anonymousUser);
    await expect(loadRecentKeywords()).resolves.toBe(false);
    expect(server().requests).toHaveLength(0);
  });
});

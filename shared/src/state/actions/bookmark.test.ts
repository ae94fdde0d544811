/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { deferred, useTestServer } from '../../api/testing/setup';
import type { Reply } from '../../api/testing/server';
import type { ClassCardData } from '../../api/types';
import { bookmarkClassListAtom, classHaveStatusAtom } from '../bookmark';
import { getStore, resetStore } from '../jotai';
import { toggleClassBookmark } from './bookmark';

const server = useTestServer();
const ok: Reply = { body: { code: 200, data: null } };
const failure: Reply = { status: 500, body: { code: 500, message: 'db down' } };

const card = (
  class_id: number,
  class_have_status: ClassCardData['class_have_status'],
): ClassCardData => ({
  class_id,
  class_name: `클래스 ${class_id}`,
  class_photo: '',
  coach_id: 1,
  coach_name: '이코치',
  coach_photo: '',
  curriculum_cnt: 10,
  signup_cnt: 0,
  class_have_status,
});

const overrides = () => getStore().get(classHaveStatusAtom);
const listStatus = () =>
  getStore()
    .get(bookmarkClassListAtom)
    .map((c) => `${c.class_id}${c.class_have_status}`);
const modes = () =>
  server()
    .requests.filter((r) => r.pathname.startsWith('/have/'))
    .map((r) => new URLSearchParams(r.body).get('mode'));

beforeEach(() => {
  resetStore();
  getStore().set(bookmarkClassListAtom, [card(3, 'Y'), card(4, 'Y')]);
});

it('adds a bookmark (mode add) and shows Y before the server answers', async () => {
  const answer = deferred<Reply>();
  server().on('POST', '/have/5', () => answer.promise);
  const pending = toggleClassBookmark(5, 'N');
  expect(overrides()).toEqual({ 5: 'Y' });
  answer.resolve(ok);
  await expect(pending).resolves.toBe(true);
  expect(modes()).toEqual(['add']);
});

it('treats an empty status as not bookmarked', async () => {
  server().on('POST', '/have/5', ok);
  server().on('POST', '/have/6', ok);
  await expect(toggleClassBookmark(5, '')).resolves.toBe(true);
  await expect(toggleClassBookmark(6, null)).resolves.toBe(true);
  expect(modes()).toEqual(['add', 'add']);
  expect(overrides()).toEqual({ 5: 'Y', 6: 'Y' });
});

it('removes a bookmark (mode remove) and sets N, in the bookmark list too', async () => {
  server().on('POST', '/have/3', ok);
  const pending = toggleClassBookmark(3, 'Y');
  expect(listStatus()).toEqual(['3N', '4Y']);
  await expect(pending).resolves.toBe(true);
  expect(overrides()).toEqual({ 3: 'N' });
  expect(modes()).toEqual(['remove']);
});

it('toggles from its own last result, not the stale status of the card', async () => {
  server().on('POST', '/have/5', ok);
  await toggleClassBookmark(5, 'N');
  await toggleClassBookmark(5, 'N'); // the card still holds the server's old 'N'
  expect(modes()).toEqual(['add', 'remove']);
  expect(overrides()).toEqual({ 5: 'N' });
});

it('returns false and shows the true status again when adding fails', async () => {
  server().on('POST', '/have/5', failure);
  await expect(toggleClassBookmark(5, 'N')).resolves.toBe(false);
  expect(overrides()).toEqual({});
});

it('returns false and shows Y again in the list when removing fails', async () => {
  server().on('POST', '/have/3', failure);
  await expect(toggleClassBookmark(3, 'Y')).resolves.toBe(false);
  expect(listStatus()).toEqual(['3Y', '4Y']);
  expect(overrides()).toEqual({});
});

it('rolls back to the earlier toggle of the session, not to the card', async () => {
  server().on('POST', '/have/5', ok);
  await toggleClassBookmark(5, 'N'); // now Y
  server().on('POST', '/have/5', failure);
  await expect(toggleClassBookmark(5, 'N')).resolves.toBe(false);
  expect(overrides()).toEqual({ 5: 'Y' });
});

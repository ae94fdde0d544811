/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { deferred, useTestServer } from '../../api/testing/setup';
import type { Reply } from '../../api/testing/server';
import type { ProfileWire } from '../../api/profile';
import { getStore, resetStore } from '../jotai';
import { profileAtom } from '../user';
import { blockUser, followUser, unblockUser, unfollowUser } from './social';

const server = useTestServer();
const ok: Reply = { body: { code: 200, data: null } };
const failure: Reply = { status: 500, body: { code: 500, message: 'db down' } };

const profile = (fields: Partial<ProfileWire> = {}): ProfileWire => ({
  user_id: 7,
  user_name: '이코치',
  user_photo: '/images/u7.svg',
  friend_yn: 'N',
  block_flag: 'N',
  comment_list: [],
  ...fields,
});

const shown = () => getStore().get(profileAtom);
const formOf = (path: string) =>
  new URLSearchParams(server().requests.find((r) => r.pathname === path)?.body);

beforeEach(() => {
  resetStore();
  getStore().set(profileAtom, profile());
});

describe('follow', () => {
  it('sets friend_yn to Y on the profile before the server answers', async () => {
    const answer = deferred<Reply>();
    server().on('POST', '/friend/7', () => answer.promise);
    const pending = followUser(7);
    expect(shown()?.friend_yn).toBe('Y');
    answer.resolve(ok);
    await expect(pending).resolves.toBe(true);
    expect(shown()?.friend_yn).toBe('Y');
    expect(formOf('/friend/7').get('mode')).toBeNull();
  });

  it("takes the server's follower count once the follow succeeds", async () => {
    getStore().set(profileAtom, profile({ follower_cnt: 3 }));
    server().on('POST', '/friend/7', {
      body: { code: 200, data: { user_id: 7, friend_yn: 'Y', follower_cnt: 4 } },
    });
    await expect(followUser(7)).resolves.toBe(true);
    expect(shown()).toMatchObject({ friend_yn: 'Y', follower_cnt: 4 });
  });

  it('returns false and shows N again when the server fails', async () => {
    server().on('POST', '/friend/7', failure);
    await expect(followUser(7)).resolves.toBe(false);
    expect(shown()?.friend_yn).toBe('N');
  });

  it('unfollows with form mode=delete, setting friend_yn to N', async () => {
    getStore().set(profileAtom, profile({ friend_yn: 'Y' }));
    server().on('POST', '/friend/7', ok);
    await expect(unfollowUser(7)).resolves.toBe(true);
    expect(shown()?.friend_yn).toBe('N');
    expect(formOf('/friend/7').get('mode')).toBe('delete');
  });

  it('shows Y again when an unfollow fails', async () => {
    getStore().set(profileAtom, profile({ friend_yn: 'Y' }));
    server().on('POST', '/friend/7', failure);
    await expect(unfollowUser('7')).resolves.toBe(false);
    expect(shown()?.friend_yn).toBe('Y');
  });

  it('leaves another profile alone when rolling back', async () => {
    const answer = deferred<Reply>();
    server().on('POST', '/friend/7', () => answer.promise);
    const pending = followUser(7);
    getStore().set(profileAtom, profile({ user_id: 8, friend_yn: 'Y' })); // navigated meanwhile
    answer.resolve(failure);
    await expect(pending).resolves.toBe(false);
    expect(shown()).toMatchObject({ user_id: 8, friend_yn: 'Y' });
  });
});

describe('block', () => {
  it('sets block_flag to Y on the profile', async () => {
    server().on('POST', '/poorUser/7', ok);
    const pending = blockUser(7);
    expect(shown()?.block_flag).toBe('Y');
    await expect(pending).resolves.toBe(true);
    expect(formOf('/poorUser/7').get('mode')).toBeNull();
  });

  it('shows the follow ended once a block succeeds (blocking unfollows both ways)', async () => {
    getStore().set(profileAtom, profile({ friend_yn: 'Y' }));
    server().on('POST', '/poorUser/7', ok);
    await expect(blockUser(7)).resolves.toBe(true);
    expect(shown()).toMatchObject({ block_flag: 'Y', friend_yn: 'N' });
  });

  it('returns false and shows N again when the server fails', async () => {
    server().on('POST', '/poorUser/7', failure);
    await expect(blockUser(7)).resolves.toBe(false);
    expect(shown()?.block_flag).toBe('N');
  });

  it('unblocks with form mode=delete, setting block_flag to N', async () => {
    getStore().set(profileAtom, profile({ block_flag: 'Y' }));
    server().on('POST', '/poorUser/7', ok);
    await expect(unblockUser(7)).resolves.toBe(true);
    expect(shown()?.block_flag).toBe('N');
    expect(formOf('/poorUser/7').get('mode')).toBe('delete');
  });

  it('shows Y again when an unblock fails', async () => {
    getStore().set(profileAtom, profile({ block_flag: 'Y' }));
    server().on('POST', '/poorUser/7', failure);
    await expect(unblockUser(7)).resolves.toBe(false);
    expect(shown()?.block_flag).toBe('Y');
  });
});

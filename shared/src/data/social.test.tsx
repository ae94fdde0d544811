/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ProfileWire } from '../api/profile';
import { deferred, useTestServer } from '../api/testing/setup';
import type { Reply } from '../api/testing/server';
import { profileQueries } from './queries';
import { QueryClientProvider, createQueryClient } from './query';
import type { QueryClient } from './query';
import { useBlockMutation, useFollowMutation } from './social';

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

let qc: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={qc}>{children}</QueryClientProvider>
);
const key = profileQueries.one(7).queryKey;
const shown = () => qc.getQueryData<ProfileWire>(key);
const seed = (fields: Partial<ProfileWire> = {}) => qc.setQueryData(key, profile(fields));

beforeEach(() => {
  qc = createQueryClient();
  seed();
});

const follow = () => renderHook(() => useFollowMutation(), { wrapper }).result;
const block = () => renderHook(() => useBlockMutation(), { wrapper }).result;

describe('follow', () => {
  it('sets friend_yn to Y on the cached profile before the server answers', async () => {
    const answer = deferred<Reply>();
    server().on('POST', '/friend/7', () => answer.promise);
    const hook = follow();
    act(() => hook.current.mutate({ userId: 7, on: true }));
    await waitFor(() => expect(shown()?.friend_yn).toBe('Y'));
    answer.resolve(ok);
    await waitFor(() => expect(hook.current.isSuccess).toBe(true));
    expect(shown()?.friend_yn).toBe('Y');
  });

  it("takes the server's follower count once the follow succeeds", async () => {
    seed({ follower_cnt: 3 });
    server().on('POST', '/friend/7', {
      body: { code: 200, data: { user_id: 7, friend_yn: 'Y', follower_cnt: 4 } },
    });
    const hook = follow();
    await act(() => hook.current.mutateAsync({ userId: 7, on: true }));
    expect(shown()).toMatchObject({ friend_yn: 'Y', follower_cnt: 4 });
  });

  it('shows N again when the server fails', async () => {
    server().on('POST', '/friend/7', failure);
    const hook = follow();
    await act(() => expect(hook.current.mutateAsync({ userId: 7, on: true })).rejects.toBeTruthy());
    expect(shown()?.friend_yn).toBe('N');
  });

  it('unfollows with form mode=delete, setting friend_yn to N', async () => {
    seed({ friend_yn: 'Y' });
    server().on('POST', '/friend/7', ok);
    const hook = follow();
    await act(() => hook.current.mutateAsync({ userId: 7, on: false }));
    expect(shown()?.friend_yn).toBe('N');
    const form = server().requests.find((r) => r.pathname === '/friend/7')?.body;
    expect(new URLSearchParams(form).get('mode')).toBe('delete');
  });

  it('shows Y again when an unfollow fails, for a string id too', async () => {
    seed({ friend_yn: 'Y' });
    server().on('POST', '/friend/7', failure);
    const hook = follow();
    await act(() =>
      expect(hook.current.mutateAsync({ userId: '7', on: false })).rejects.toBeTruthy(),
    );
    expect(shown()?.friend_yn).toBe('Y');
  });

  it('patches what the screen asks too, and undoes it on failure before saying so', async () => {
    server().on('POST', '/friend/7', failure);
    const calls: string[] = [];
    const alsoPatch = jest.fn(() => () => void calls.push('undo'));
    const onFailed = jest.fn(() => void calls.push('failed'));
    const hook = renderHook(() => useFollowMutation({ alsoPatch, onFailed }), { wrapper }).result;
    await act(() => expect(hook.current.mutateAsync({ userId: 7, on: true })).rejects.toBeTruthy());
    expect(alsoPatch).toHaveBeenCalledWith({ userId: 7, on: true });
    expect(calls).toEqual(['undo', 'failed']);
  });

  it('says when the server has done it', async () => {
    server().on('POST', '/friend/7', ok);
    const onDone = jest.fn();
    const hook = renderHook(() => useFollowMutation({ onDone }), { wrapper }).result;
    await act(() => hook.current.mutateAsync({ userId: 7, on: true }));
    expect(onDone).toHaveBeenCalledWith({ userId: 7, on: true });
  });
});

describe('block', () => {
  it('sets block_flag Y at once, and friend_yn N once the server has blocked', async () => {
    seed({ friend_yn: 'Y' });
    server().on('POST', '/poorUser/7', ok);
    const hook = block();
    await act(() => hook.current.mutateAsync({ userId: 7, on: true }));
    expect(shown()).toMatchObject({ block_flag: 'Y', friend_yn: 'N' });
  });

  it('shows N again when blocking fails, and keeps a later change', async () => {
    const answer = deferred<Reply>();
    server().on('POST', '/poorUser/7', () => answer.promise);
    const hook = block();
    act(() => hook.current.mutate({ userId: 7, on: true }));
    await waitFor(() => expect(shown()?.block_flag).toBe('Y'));
    qc.setQueryData<ProfileWire>(key, (p) => p && { ...p, follower_cnt: 9 });
    answer.resolve(failure);
    await waitFor(() => expect(hook.current.isError).toBe(true));
    expect(shown()).toMatchObject({ block_flag: 'N', follower_cnt: 9 });
  });

  it('unblocks and shows Y again on failure', async () => {
    seed({ block_flag: 'Y' });
    server().on('POST', '/poorUser/7', failure);
    const hook = block();
    await act(() =>
      expect(hook.current.mutateAsync({ userId: 7, on: false })).rejects.toBeTruthy(),
    );
    expect(shown()?.block_flag).toBe('Y');
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { deferred, useTestServer } from '../api/testing/setup';
import type { Reply } from '../api/testing/server';
import type { ClassCardData } from '../api/types';
import { useClassBookmark, withClassStatus } from './bookmarks';
import { QueryClientProvider, createQueryClient } from './query';
import type { InfiniteData, QueryClient } from './query';

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

let qc: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={qc}>{children}</QueryClientProvider>
);

// Three answers of different owners that hold class 5: a home slider, a wishlist's pages, a
// class page's summary.
const SLIDER = ['home', 'slider'];
const WISHLIST = ['account', 12, 'bookmarks', 20];
const SUMMARY = ['class', 'summary', 5];

const shown = () => ({
  slider: qc
    .getQueryData<ClassCardData[]>(SLIDER)
    ?.map((c) => `${c.class_id}${c.class_have_status}`),
  wishlist: qc
    .getQueryData<InfiniteData<ClassCardData[]>>(WISHLIST)
    ?.pages.flat()
    .map((c) => `${c.class_id}${c.class_have_status}`),
  summary: qc.getQueryData<ClassCardData>(SUMMARY)?.class_have_status,
});
const modes = () =>
  server()
    .requests.filter((r) => r.pathname.startsWith('/have/'))
    .map((r) => new URLSearchParams(r.body).get('mode'));

beforeEach(() => {
  qc = createQueryClient();
  qc.setQueryData(SLIDER, [card(5, 'N'), card(6, null)]);
  qc.setQueryData(WISHLIST, { pages: [[card(3, 'Y')]], pageParams: [0] });
  qc.setQueryData(SUMMARY, card(5, 'N'));
});

const toggle = () => renderHook(() => useClassBookmark(), { wrapper }).result;

it('adds a bookmark (mode add): every cached card of the class shows Y before the server answers', async () => {
  const answer = deferred<Reply>();
  server().on('POST', '/have/5', () => answer.promise);
  const hook = toggle();
  act(() => hook.current.mutate({ classId: 5, current: 'N' }));
  await waitFor(() => expect(shown().slider).toEqual(['5Y', '6null']));
  expect(shown().summary).toBe('Y');
  answer.resolve(ok);
  await waitFor(() => expect(hook.current.isSuccess).toBe(true));
  expect(modes()).toEqual(['add']);
  expect(shown()).toEqual({ slider: ['5Y', '6null'], wishlist: ['3Y'], summary: 'Y' });
});

it('treats an empty status as not bookmarked', async () => {
  server().on('POST', '/have/6', ok);
  const hook = toggle();
  await act(() => hook.current.mutateAsync({ classId: 6, current: null }));
  expect(modes()).toEqual(['add']);
  expect(shown().slider).toEqual(['5N', '6Y']);
});

it('removes a bookmark (mode remove) and sets N in the wishlist too', async () => {
  server().on('POST', '/have/3', ok);
  const hook = toggle();
  await act(() => hook.current.mutateAsync({ classId: 3, current: 'Y' }));
  expect(modes()).toEqual(['remove']);
  expect(shown().wishlist).toEqual(['3N']);
});

it('puts back every card when adding fails', async () => {
  server().on('POST', '/have/5', failure);
  const hook = toggle();
  await act(() =>
    expect(hook.current.mutateAsync({ classId: 5, current: 'N' })).rejects.toBeTruthy(),
  );
  expect(shown()).toEqual({ slider: ['5N', '6null'], wishlist: ['3Y'], summary: 'N' });
});

it('leaves alone an answer fetched since that already shows the true status', async () => {
  const answer = deferred<Reply>();
  server().on('POST', '/have/5', () => answer.promise);
  const hook = toggle();
  act(() => hook.current.mutate({ classId: 5, current: 'N' }));
  await waitFor(() => expect(shown().summary).toBe('Y'));
  qc.setQueryData(['search', 'results'], [card(5, 'Y')]); // fetched while the toggle runs
  answer.resolve(failure);
  await waitFor(() => expect(hook.current.isError).toBe(true));
  expect(shown().summary).toBe('N');
  expect(qc.getQueryData<ClassCardData[]>(['search', 'results'])?.[0]?.class_have_status).toBe('Y');
});

it('changes nothing (same reference) where the class is not', () => {
  const data = { pages: [[card(1, 'N')]], pageParams: [0] };
  expect(withClassStatus(data, '5', null, 'Y')).toBe(data);
  expect(withClassStatus(data, '1', null, 'Y')).not.toBe(data);
});

it('does not cancel a list of the class that is loading its next page when the class is toggled', async () => {
  server().on('POST', '/have/5', ok);
  const RESULTS = ['search', 'results'];
  qc.setQueryData(RESULTS, { pages: [[card(5, 'N')]], pageParams: [0] });
  const nextPage = deferred<ClassCardData[]>();
  const loading = qc.fetchQuery({
    queryKey: RESULTS,
    queryFn: async () => ({ pages: [[card(5, 'N')], await nextPage.promise], pageParams: [0, 1] }),
    staleTime: 0,
  });
  const hook = toggle();
  await act(() => hook.current.mutateAsync({ classId: 5, current: 'N' }));
  nextPage.resolve([card(7, 'N')]);
  await loading;
  const pages = qc.getQueryData<InfiniteData<ClassCardData[]>>(RESULTS)?.pages;
  // The second page arrived (a cancelled fetch would have left one page).
  expect(pages?.flat().map((c) => c.class_id)).toEqual([5, 7]);
});

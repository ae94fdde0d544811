/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Recent keywords live in the query cache (#34, no server data in an atom): a removal shows at
// once; when the server refuses, only what that removal took comes back, in its place.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '../../testing/fakeApi';
import { renderWithApp, signedInUser, useFakeApi } from '../../testing/setup';
import { RecentKeywords } from './components/RecentKeywords';

const api = useFakeApi();

const names = (recent: HTMLElement) =>
  within(recent)
    .queryAllByRole('link')
    .map((link) => link.textContent);

async function renderRecent() {
  renderWithApp(<RecentKeywords userId={signedInUser.id!} onNavigate={() => {}} />, {
    user: signedInUser,
  });
  const recent = await screen.findByRole('region', { name: '최근 검색어' });
  await within(recent).findByRole('link', { name: '요가' });
  return recent;
}

it('puts back only the refused keyword, in its place; a later removal stays removed', async () => {
  let refuse!: () => void;
  const held = new Promise<void>((resolve) => {
    refuse = resolve;
  });
  api().on('DELETE', '/rec/api/v1/log/search/7/1', async () => {
    await held;
    return fail(500);
  });
  api().on('DELETE', '/rec/api/v1/log/search/7/3', ok(null));
  const recent = await renderRecent();
  await userEvent.click(within(recent).getByRole('button', { name: '최근 검색어 요가 삭제' }));
  await userEvent.click(within(recent).getByRole('button', { name: '최근 검색어 영어회화 삭제' }));
  expect(names(recent)).toEqual(['드로잉']);
  await waitFor(() => expect(api().calls('DELETE', '/rec/api/v1/log/search/7/3')).toHaveLength(1));
  refuse();
  await waitFor(() => expect(names(recent)).toEqual(['요가', '드로잉']));
});

it('brings them all back when the server refuses to clear them', async () => {
  api().on('DELETE', '/rec/api/v1/log/search/7', fail(500));
  const recent = await renderRecent();
  await userEvent.click(within(recent).getByRole('button', { name: '최근 검색어 전체 삭제' }));
  await waitFor(() => expect(names(recent)).toEqual(['요가', '드로잉', '영어회화']));
});

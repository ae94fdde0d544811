/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Reporting a user (/user/report/:userId?post=…) against the reference API.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  apiClient,
  clearToken,
  createFeedPost,
  fetchFeedDetail,
  modalStackAtom,
} from '@baeum/shared';
import { signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../testing/render';
import { seededLearner as seeded } from '@baeum/shared/testing/fixtures';

useReferenceApi();

/** A post by seeded learner `authorId`, made as them; the client is signed out after. */
async function postBy(authorId: number, content: string) {
  await signIn(seeded(authorId));
  const { comment_id: id } = await createFeedPost({ content, section: 'daily' });
  const name = (await fetchFeedDetail(id)).user_name;
  clearToken();
  return { id, name };
}

/** Counts the report calls the screen sends. */
function countReports() {
  const calls: string[] = [];
  const interceptor = apiClient.interceptors.request.use((config) => {
    if (config.url?.includes('poorFeed')) calls.push(config.url);
    return config;
  });
  return { calls, stop: () => apiClient.interceptors.request.eject(interceptor) };
}

it('reports a user for a post once, then confirms it', async () => {
  const content = `광고 글 ${Date.now()}`;
  const { id, name } = await postBy(460, content);
  const user = await signInLearner();
  renderAt(`/user/report/460?post=${id}`, user);

  expect(screen.getByRole('heading', { level: 1, name: '신고하기' })).toBeInTheDocument();
  expect(await screen.findByText(`${name}님을 신고하는 이유를 알려 주세요.`)).toBeInTheDocument();
  expect(screen.getByText(content)).toBeInTheDocument();
  const reasons = screen.getByRole('radiogroup', { name: '신고 사유' });
  expect(
    within(reasons)
      .getAllByRole('radio')
      .map((r) => r.closest('label')!.textContent),
  ).toEqual(['스팸·광고', '욕설·비하', '음란물', '사칭', '기타']);

  await userEvent.click(within(reasons).getByRole('radio', { name: '스팸·광고' }));
  await userEvent.type(
    screen.getByRole('textbox', { name: '자세한 내용' }),
    '같은 광고를 계속 올려요',
  );
  const reports = countReports();
  await userEvent.dblClick(screen.getByRole('button', { name: '신고하기' }));

  const done = await screen.findByRole('heading', { name: '신고가 접수되었어요' });
  expect(done).toHaveFocus();
  expect(screen.getByRole('link', { name: '커뮤니티로 돌아가기' })).toHaveAttribute(
    'href',
    '/community',
  );
  reports.stop();
  expect(reports.calls).toHaveLength(1);
  expect((await fetchFeedDetail(id)).poor_flag).toBe('Y');
});

it('refuses to report oneself, with no form', async () => {
  const user = await signInLearner();
  renderAt(`/user/report/${user.id}`, user);
  expect(screen.getByText('내 계정은 신고할 수 없어요')).toBeInTheDocument();
  expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '신고하기' })).not.toBeInTheDocument();
});

it('asks for a reason, and for the detail when the reason is 기타, before sending anything', async () => {
  const content = `사칭이 의심되는 글 ${Date.now()}`;
  const { id } = await postBy(461, content);
  const user = await signInLearner();
  renderAt(`/user/report/461?post=${id}`, user);
  const submit = await screen.findByRole('button', { name: '신고하기' });
  const reports = countReports();

  await userEvent.click(submit);
  const reasons = screen.getByRole('radiogroup', { name: '신고 사유' });
  expect(reasons).toHaveAccessibleDescription('신고 사유를 골라 주세요.');
  expect(within(reasons).getByRole('radio', { name: '스팸·광고' })).toHaveFocus();

  await userEvent.click(within(reasons).getByRole('radio', { name: '기타' }));
  const detail = screen.getByRole('textbox', { name: '자세한 내용' });
  expect(detail).toBeRequired();
  await userEvent.type(detail, '   ');
  await userEvent.click(submit);
  expect(detail).toHaveAccessibleDescription(/기타 사유를 자세히 적어 주세요\./);
  expect(detail).toHaveFocus();
  reports.stop();
  expect(reports.calls).toEqual([]);
  expect((await fetchFeedDetail(id)).poor_flag).toBe('N');

  await userEvent.type(detail, '다른 사람 이름으로 활동해요');
  await userEvent.click(submit);
  expect(await screen.findByRole('heading', { name: '신고가 접수되었어요' })).toBeInTheDocument();
});

it('keeps what was chosen and typed when sending fails, and says so', async () => {
  const { id } = await postBy(462, `실패할 신고 ${Date.now()}`);
  const user = await signInLearner();
  renderAt(`/user/report/462?post=${id}`, user);
  await userEvent.click(await screen.findByRole('radio', { name: '욕설·비하' }));
  await userEvent.type(screen.getByRole('textbox', { name: '자세한 내용' }), '댓글로 욕을 해요');
  // The session ends behind the screen's back: the server refuses.
  clearToken();
  await userEvent.click(screen.getByRole('button', { name: '신고하기' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    '신고를 보내지 못했어요. 입력한 내용은 그대로 있어요. 잠시 후 다시 시도해 주세요.',
  );
  expect(screen.getByRole('radio', { name: '욕설·비하' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: '자세한 내용' })).toHaveValue('댓글로 욕을 해요');
  expect(screen.getByRole('button', { name: '신고하기' })).toBeEnabled();
});

it('asks a visitor to log in', async () => {
  const { store } = renderAt('/user/report/463?post=1', { ...anonymousUser });
  expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
  expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '로그인하고 신고하기' }));
  expect(store.get(modalStackAtom).map((m) => m.name)).toEqual(['Login']);
});

it('shows a not-found state for an unknown user', async () => {
  const user = await signInLearner();
  renderAt('/user/report/99999999', user);
  expect(await screen.findByText('사용자를 찾을 수 없어요')).toBeInTheDocument();
  expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
});

it('reports the member when the address names no post of theirs (issue #38: from a profile)', async () => {
  const user = await signInLearner();
  renderAt('/user/report/464', user);
  expect(await screen.findByRole('radiogroup', { name: '신고 사유' })).toBeInTheDocument();
  expect(screen.queryByText('신고할 게시글')).not.toBeInTheDocument();
  expect(screen.queryByText('신고할 게시글을 찾을 수 없어요')).not.toBeInTheDocument();
});

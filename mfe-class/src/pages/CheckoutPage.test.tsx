/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Enrolling and paying against the reference API: the detail's action bar, the checkout with a
// discount code, the approved and the declined test cards, the receipt, who may pay.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  AppProviders,
  anonymousUser,
  clearToken,
  createStore,
  fetchClassSummary,
  getStore,
  modalStackAtom,
  userAtom,
} from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import Routes from '../Routes';

useReferenceApi();

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(path: string, user: UserInfo = { ...anonymousUser, isLoaded: true }) {
  const store = createStore();
  store.set(userAtom, user);
  return render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes />
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Classes the signed-in learner does not take yet (checked through the API). */
async function notTaken(n: number, from = 1): Promise<number[]> {
  const found: number[] = [];
  for (let id = from; found.length < n && id < from + 200; id++) {
    const s = await fetchClassSummary(id).catch(() => null);
    if (s && s.pay_yn !== 'Y' && s.open_flag !== 'N') found.push(id);
  }
  return found;
}

describe('the class detail’s action bar', () => {
  it('sends a visitor to the public class page and a learner to the checkout', async () => {
    const view = renderAt('/class/3');
    const bar = await screen.findByRole('group', { name: '수강 메뉴' });
    expect(within(bar).getByRole('link', { name: '수강 신청하기' })).toHaveAttribute(
      'href',
      expect.stringContaining('/class/classDetail/3'),
    );
    await userEvent.click(within(bar).getByRole('button', { name: '찜하기' }));
    expect(
      getStore()
        .get(modalStackAtom)
        .map((m) => m.name),
    ).toContain('Login');
    view.unmount();

    const learner = await signInLearner();
    const [id] = await notTaken(1, 20);
    renderAt(`/class/${id}`, learner);
    const mine = await screen.findByRole('group', { name: '수강 메뉴' });
    expect(within(mine).getByRole('link', { name: '수강 신청하기' })).toHaveAttribute(
      'href',
      `/class/open_class/${id}`,
    );
  });

  it('bookmarks at once and keeps it on the server', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 40);
    const before = (await fetchClassSummary(id!)).class_have_status === 'Y';
    renderAt(`/class/${id}`, learner);
    const bar = await screen.findByRole('group', { name: '수강 메뉴' });
    const toggle = within(bar).getByRole('button', { name: before ? '찜 해제하기' : '찜하기' });
    await userEvent.click(toggle);
    expect(
      within(bar).getByRole('button', { name: before ? '찜하기' : '찜 해제하기' }),
    ).toHaveAttribute('aria-pressed', String(!before));
    await waitFor(async () =>
      expect((await fetchClassSummary(id!)).class_have_status === 'Y').toBe(!before),
    );
  });
  it('a bookmark the server refuses goes back (spec §8: the failure itself is quiet)', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 80);
    const before = (await fetchClassSummary(id!)).class_have_status === 'Y';
    renderAt(`/class/${id}`, learner);
    const bar = await screen.findByRole('group', { name: '수강 메뉴' });
    const toggle = within(bar).getByRole('button', { name: before ? '찜 해제하기' : '찜하기' });
    clearToken();
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(
        within(bar).getByRole('button', { name: before ? '찜 해제하기' : '찜하기' }),
      ).toHaveAttribute('aria-pressed', String(before)),
    );
    await signInLearner();
    expect((await fetchClassSummary(id!)).class_have_status === 'Y').toBe(before);
  });
});

describe('/class/open_class/:classId', () => {
  it('pays with the approved card and a discount code, shows the receipt, and the class is taken', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 60);
    renderAt(`/class/open_class/${id}`, learner);
    expect(await screen.findByRole('heading', { level: 1, name: '수강 신청' })).toBeInTheDocument();
    await screen.findByText('최종 결제 금액');

    await userEvent.type(screen.getByRole('textbox', { name: '할인 코드' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(await screen.findByText(/사용할 수 없는 할인 코드예요/)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: '할인 코드' }));
    await userEvent.type(screen.getByRole('textbox', { name: '할인 코드' }), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(await screen.findByText('WELCOME10 코드가 적용됐어요.')).toBeInTheDocument();
    expect(screen.getByText('할인 코드 WELCOME10')).toBeInTheDocument();

    const phone = screen.getByRole('textbox', { name: '휴대폰 번호' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '010-1234-5678');
    await userEvent.type(screen.getByRole('textbox', { name: '카드 번호' }), '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: /결제하기$/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '결제가 완료됐어요' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(
      new RegExp(`/class/open_class/${id}\\?payment=\\d+`),
    );
    expect(screen.getByText('테스트 카드 •••• 4242')).toBeInTheDocument();
    expect((await fetchClassSummary(id!)).pay_yn).toBe('Y');
    // The class page now offers the lessons and the review prompt.
    await userEvent.click(screen.getByRole('link', { name: '클래스로 가서 학습 시작하기' }));
    const bar = await screen.findByRole('group', { name: '수강 메뉴' });
    expect(await within(bar).findByRole('link', { name: /^이어서 학습하기/ })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: '후기 쓰기' })).toHaveAttribute(
      'href',
      `/class/${id}/review`,
    );
  });

  it('shows the decline in Korean, keeps what was typed, and enrols nothing', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 80);
    renderAt(`/class/open_class/${id}`, learner);
    await screen.findByText('최종 결제 금액');
    const phone = screen.getByRole('textbox', { name: '휴대폰 번호' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '01012345678');
    const card = screen.getByRole('textbox', { name: '카드 번호' });
    await userEvent.type(card, '4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: /결제하기$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/거절/);
    expect(card).toHaveValue('4000 0000 0000 0002');
    expect((await fetchClassSummary(id!)).pay_yn).not.toBe('Y');
    // The next attempt is a new one: the approved card now goes through.
    await userEvent.clear(card);
    await userEvent.type(card, '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: /결제하기$/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '결제가 완료됐어요' }),
    ).toBeInTheDocument();
  });

  it('checks the form before paying', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 100);
    renderAt(`/class/open_class/${id}`, learner);
    await screen.findByText('최종 결제 금액');
    const phone = screen.getByRole('textbox', { name: '휴대폰 번호' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '123');
    await userEvent.type(screen.getByRole('textbox', { name: '카드 번호' }), '1234');
    await userEvent.click(screen.getByRole('button', { name: /결제하기$/ }));
    expect(screen.getByRole('textbox', { name: '휴대폰 번호' })).toHaveAccessibleDescription(
      /010-0000-0000/,
    );
    expect(screen.getByRole('textbox', { name: '카드 번호' })).toHaveAccessibleDescription(
      /16자리/,
    );
    expect((await fetchClassSummary(id!)).pay_yn).not.toBe('Y');
  });

  it('says a class already taken is taken, asks a visitor to log in, and knows no unknown class', async () => {
    const learner = await signInLearner();
    const taken = [];
    for (let id = 1; taken.length < 1 && id < 300; id++)
      if ((await fetchClassSummary(id).catch(() => null))?.pay_yn === 'Y') taken.push(id);
    const a = renderAt(`/class/open_class/${taken[0]}`, learner);
    expect(await screen.findByText('이미 수강 중인 클래스예요')).toBeInTheDocument();
    a.unmount();
    const b = renderAt('/class/open_class/3');
    expect(await screen.findByText('로그인하고 수강 신청하세요')).toBeInTheDocument();
    expect(
      getStore()
        .get(modalStackAtom)
        .map((m) => m.name),
    ).toContain('Login');
    b.unmount();
    renderAt('/class/open_class/999999', learner);
    expect(await screen.findByRole('heading', { name: /찾을 수 없어요/ })).toBeInTheDocument();
  });
});

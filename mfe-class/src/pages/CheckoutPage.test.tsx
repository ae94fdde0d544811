/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Enrolling and paying against the reference API: the detail's action bar (a visitor logs in
// and comes back to the checkout), the checkout with a discount code, the approved and the
// declined test cards, the completion view with its receipt, who may pay.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearToken,
  fetchClassSummary,
  fetchPayments,
  getStore,
  modalStackAtom,
} from '@baeum/shared';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { agreeAll, breakdown, notTaken, typeCard } from '../features/checkout/testing/helpers';
import { renderAt } from '../testing/render';

useReferenceApi();

describe('the class detail’s action bar', () => {
  it('asks a visitor to log in and come back to the checkout, and sends a learner there', async () => {
    const view = renderAt('/class/3');
    const bar = await screen.findByRole('group', { name: '수강 메뉴' });
    const enrol = within(bar).getByRole('link', { name: '수강 신청하기' });
    expect(enrol).toHaveAttribute('href', '/class/open_class/3');
    await userEvent.click(enrol);
    expect(getStore().get(modalStackAtom)).toEqual([
      { name: 'Login', props: { returnTo: '/class/open_class/3' } },
    ]);
    // The page stays where it is until the log-in is done.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/class\/3$/);
    getStore().set(modalStackAtom, []);
    await userEvent.click(within(bar).getByRole('button', { name: '찜하기' }));
    expect(
      getStore()
        .get(modalStackAtom)
        .map((m) => m.name),
    ).toContain('Login');
    view.unmount();

    const learner = await signInLearner();
    const [id] = await notTaken(1, 20);
    const member = renderAt(`/class/${id}`, learner);
    const mine = await screen.findByRole('group', { name: '수강 메뉴' });
    expect(within(mine).getByRole('link', { name: '수강 신청하기' })).toHaveAttribute(
      'href',
      `/class/open_class/${id}`,
    );
    member.unmount();

    // An enrolled member goes on learning instead.
    let taken = 0;
    for (let c = 1; !taken && c < 300; c++)
      if ((await fetchClassSummary(c).catch(() => null))?.pay_yn === 'Y') taken = c;
    renderAt(`/class/${taken}`, learner);
    const enrolled = await screen.findByRole('group', { name: '수강 메뉴' });
    expect(within(enrolled).getByRole('link', { name: /^이어서 학습하기/ })).toBeInTheDocument();
    expect(within(enrolled).queryByRole('link', { name: '수강 신청하기' })).not.toBeInTheDocument();
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
  it('pays with the approved card and a discount code, opens the completion with its receipt, and the class is taken', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 60);
    renderAt(`/class/open_class/${id}`, learner);
    expect(await screen.findByRole('heading', { level: 1, name: '수강 신청' })).toBeInTheDocument();
    await screen.findByLabelText('결제 금액 계산');

    await userEvent.type(screen.getByRole('textbox', { name: '할인 코드' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(await screen.findByText(/사용할 수 없는 할인 코드예요/)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: '할인 코드' }));
    await userEvent.type(screen.getByRole('textbox', { name: '할인 코드' }), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(await screen.findByText('WELCOME10 코드가 적용됐어요.')).toBeInTheDocument();
    await waitFor(() => expect(breakdown()['할인 코드']).toMatch(/^- [\d,]+원$/));
    const amount = breakdown()['결제 금액'];

    await typeCard('4242 4242 4242 4242');
    await agreeAll();
    await userEvent.click(screen.getByRole('button', { name: /결제하기$/ }));

    const heading = await screen.findByRole('heading', { level: 1, name: '결제가 완료됐어요' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent(
      new RegExp(`/class/open_class/${id}/complete\\?orderId=ord_`),
    );
    expect(breakdown('영수증')['결제 금액']).toBe(amount);
    expect(breakdown('영수증')['결제 수단']).toBe('카드 · 카드 •••• 4242');
    expect(screen.getByRole('link', { name: '이어서 학습하기' })).toHaveAttribute(
      'href',
      `/class/lecture/${id}`,
    );
    expect(screen.getByRole('link', { name: '내 결제 내역' })).toHaveAttribute(
      'href',
      '/my/payments',
    );
    expect((await fetchClassSummary(id!)).pay_yn).toBe('Y');
    expect((await fetchPayments()).list[0]).toMatchObject({ class_id: id, status: 'paid' });
  });

  it('shows the decline in Korean, keeps what was typed, and enrols nothing', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 80);
    renderAt(`/class/open_class/${id}`, learner);
    await screen.findByLabelText('결제 금액 계산');
    await typeCard('4000000000000002');
    await agreeAll();
    await userEvent.click(screen.getByRole('button', { name: /결제하기$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/거절/);
    const card = screen.getByRole('textbox', { name: '카드 번호' });
    expect(card).toHaveValue('4000 0000 0000 0002');
    expect((await fetchClassSummary(id!)).pay_yn).not.toBe('Y');
    // The next attempt is a new order: the approved card now goes through.
    await typeCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: /결제하기$/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '결제가 완료됐어요' }),
    ).toBeInTheDocument();
  });

  it('checks the form before paying', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 100);
    renderAt(`/class/open_class/${id}`, learner);
    await screen.findByLabelText('결제 금액 계산');
    const phone = screen.getByRole('textbox', { name: '휴대폰 번호' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '123');
    await typeCard('1234', '1399');
    await agreeAll();
    await userEvent.click(screen.getByRole('button', { name: /결제하기$/ }));
    expect(screen.getByRole('textbox', { name: '휴대폰 번호' })).toHaveAccessibleDescription(
      /010-0000-0000/,
    );
    expect(screen.getByRole('textbox', { name: '카드 번호' })).toHaveAccessibleDescription(
      /숫자로 입력/,
    );
    expect(screen.getByRole('textbox', { name: '유효기간 (MM/YY)' })).toHaveAccessibleDescription(
      /MM\/YY 형식/,
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

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The checkout form against the reference API (issue #37): the phone prefill, the card fields
// formatted as typed, points beside the discount code with the API's breakdown, the required
// agreements, and easy-pay leaving for the provider's test page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCheckoutQuote, fetchClassSummary } from '@baeum/shared';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { goToProvider } from '../features/checkout/lib/leave';
import { agreeAll, breakdown, notTaken, typeCard } from '../features/checkout/testing/helpers';
import { renderAt } from '../testing/render';

jest.mock('../features/checkout/lib/leave', () => ({ goToProvider: jest.fn() }));

useReferenceApi();

const payButton = () => screen.getByRole('button', { name: /결제하기$/ });

describe('the checkout form', () => {
  it('prefills the phone in one form (010-1234-5678) and formats it as typed', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 120);
    renderAt(`/class/open_class/${id}`, learner);
    const phone = await screen.findByRole('textbox', { name: '휴대폰 번호' });
    expect(phone).toHaveValue('010-1234-5678');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0212345678');
    expect(phone).toHaveValue('02-1234-5678');
  });

  it('groups the card number by four and writes the expiry as MM/YY while typing', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 125);
    renderAt(`/class/open_class/${id}`, learner);
    await screen.findByLabelText('결제 금액 계산');
    await typeCard('4242424242424242', '1239');
    expect(screen.getByRole('textbox', { name: '카드 번호' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: '유효기간 (MM/YY)' })).toHaveValue('12/39');
  });

  it('keeps the pay button waiting until both agreements are ticked, says why, and a tap goes there', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 130);
    renderAt(`/class/open_class/${id}`, learner);
    await screen.findByLabelText('결제 금액 계산');
    const waiting = () => expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    waiting();
    expect(payButton()).toHaveAccessibleDescription('필수 약관에 동의해 주세요');
    await userEvent.click(payButton());
    expect(screen.getByRole('checkbox', { name: '모두 동의해요' })).toHaveFocus();
    await userEvent.click(
      screen.getByRole('checkbox', { name: '[필수] 구매 조건 확인 및 결제 진행 동의' }),
    );
    waiting();
    const refund = screen.getByRole('checkbox', { name: '[필수] 환불 규정 동의' });
    expect(refund).toHaveAccessibleDescription(/7일 이내.*3분의 1 미만/);
    await userEvent.click(refund);
    expect(payButton()).toBeEnabled();
    expect(payButton()).not.toHaveAttribute('aria-disabled');
    expect(payButton()).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('checkbox', { name: '모두 동의해요' }));
    waiting();
  });

  it('takes the user to the first field to fix when the form is sent with a mistake', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 132);
    renderAt(`/class/open_class/${id}`, learner);
    await screen.findByLabelText('결제 금액 계산');
    await agreeAll();
    await typeCard('1234', '1239');
    await userEvent.click(payButton());
    expect(await screen.findByRole('textbox', { name: '카드 번호' })).toHaveFocus();
  });

  it('applies a code and points and shows the breakdown the API computed', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 135);
    renderAt(`/class/open_class/${id}`, learner);
    await screen.findByLabelText('결제 금액 계산');
    expect(screen.getByText(/^보유 [\d,]+P$/)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: '할인 코드' }), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(await screen.findByText('WELCOME10 코드가 적용됐어요.')).toBeInTheDocument();

    const points = screen.getByRole('textbox', { name: '사용할 포인트' });
    await userEvent.type(points, '150');
    await userEvent.click(screen.getByRole('button', { name: '사용' }));
    expect(await screen.findByText(/100P 단위/)).toBeInTheDocument();
    await userEvent.clear(points);
    await userEvent.type(points, '1000');
    expect(points).toHaveValue('1,000');
    await userEvent.click(screen.getByRole('button', { name: '사용' }));
    expect(await screen.findByText('1,000P를 사용해요.')).toBeInTheDocument();

    const api = await fetchCheckoutQuote({
      class_id: id!,
      discount_code: 'WELCOME10',
      points: 1000,
    });
    const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
    await waitFor(() =>
      expect(breakdown()).toEqual({
        정가: won(api.total_price),
        '클래스 할인': api.discount_amount ? `- ${won(api.discount_amount)}` : won(0),
        '할인 코드': `- ${won(api.code_discount)}`,
        포인트: '- 1,000원',
        '결제 금액': won(api.amount),
      }),
    );
    expect(api.amount).toBe(api.final_price - 1000);
  });

  it('sends 카카오페이 to the provider’s test page with the order’s amount, enrolling nothing yet', async () => {
    const learner = await signInLearner();
    const [id] = await notTaken(1, 140);
    renderAt(`/class/open_class/${id}`, learner);
    await screen.findByLabelText('결제 금액 계산');
    await userEvent.click(screen.getByRole('radio', { name: '카카오페이' }));
    expect(screen.queryByRole('textbox', { name: '카드 번호' })).not.toBeInTheDocument();
    await agreeAll();
    await userEvent.click(screen.getByRole('button', { name: /^카카오페이로 [\d,]+원 결제하기$/ }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledTimes(1));
    const url = new URL(jest.mocked(goToProvider).mock.calls[0]![0], 'https://baeum.invalid');
    expect(url.pathname).toMatch(/\/pg\/test\/checkout$/);
    expect(url.searchParams.get('method')).toBe('kakaopay');
    expect(url.searchParams.get('order')).toMatch(/^ord_/);
    expect((await fetchClassSummary(id!)).pay_yn).not.toBe('Y');
  });
});

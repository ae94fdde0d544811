/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// /my/points against the reference API: totals, the paged history and coupon registration.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser, fetchPoints, formatNumber } from '@baeum/shared';
import { signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { definitionOf, seededLearner, storeWith } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

const points = (n: number) => `${formatNumber(n) || '0'}P`;

describe('/my/points', () => {
  it("shows the total, this month's expiring points, review points and the history, 20 a page, then 더 보기", async () => {
    const user = await signInLearner();
    const first = await fetchPoints(1);
    expect(first.total_page).toBeGreaterThan(1);
    renderApp('/my/points', storeWith(user));

    const history = await screen.findByRole('list', { name: '포인트 내역' });
    expect(definitionOf('보유 포인트')).toBe(points(first.total_point));
    expect(definitionOf('이번 달 소멸 예정')).toBe(points(first.month_expire_point));
    expect(definitionOf('후기로 받은 포인트')).toBe(points(first.review_point ?? 0));
    expect(first.month_expire_point).toBeGreaterThan(0);
    expect(within(history).getAllByRole('listitem')).toHaveLength(20);
    // Each amount says whether it was earned or spent, for screen readers too.
    const amounts = [...history.querySelectorAll('li > span')].map((s) => s.textContent);
    expect(amounts).toContain('적립 +500P');
    expect(amounts).toContain('차감 -2,000P');

    await userEvent.click(screen.getByRole('button', { name: '포인트 내역 더 보기' }));
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem')).toHaveLength(first.total_count!),
    );
    expect(screen.queryByRole('button', { name: '포인트 내역 더 보기' })).toBeNull();
  });

  it('registers a coupon: malformed and unknown codes are refused, the total grows by its points, a second use is refused', async () => {
    const user = await signIn(seededLearner(300));
    const before = (await fetchPoints(1)).total_point;
    renderApp('/my/points', storeWith(user));
    await screen.findByRole('list', { name: '포인트 내역' });
    const field = screen.getByRole('textbox', { name: '쿠폰 번호' });
    const submit = screen.getByRole('button', { name: '쿠폰 등록' });

    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('쿠폰 번호를 입력해주세요');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, '쿠폰!');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '쿠폰 번호는 영문, 숫자, 하이픈(-) 4~30자예요',
    );

    await userEvent.clear(field);
    await userEvent.type(field, 'NOSUCH2025');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '등록되지 않은 쿠폰 번호예요. 번호를 다시 확인해주세요',
      ),
    );

    await userEvent.clear(field);
    await userEvent.type(field, 'expired2023{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('사용 기간이 지난 쿠폰이에요'),
    );

    await userEvent.clear(field);
    await userEvent.type(field, 'welcome2025{Enter}');
    expect(
      await screen.findByText('「신규 회원 웰컴 쿠폰」 쿠폰이 등록되어 3,000P가 적립되었어요'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).toHaveValue('');
    await waitFor(() => expect(definitionOf('보유 포인트')).toBe(points(before + 3000)));
    // The history is fetched again with the coupon's entry on top.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '포인트 내역' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('쿠폰 등록 (WELCOME2025)'),
    );

    await userEvent.type(field, 'WELCOME2025{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '이미 사용했거나 선착순 수량이 모두 소진된 쿠폰이에요',
      ),
    );
    expect(definitionOf('보유 포인트')).toBe(points(before + 3000));
  });

  it('sends a visitor to log in first, to come back here', async () => {
    renderApp('/my/points', storeWith({ ...anonymousUser }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fmy%2Fpoints');
  });
});

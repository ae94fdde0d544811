/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The coach's sales against the reference API: totals, the per-period table (the chart's data
// for screen readers) and the per-class table as the server sums them; 일별/주별/월별 and one class.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStudioSales, formatNumber } from '@baeum/shared';
import { COACH, signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { periodLabel } from '../features/sales/components/SalesReport';
import { renderAt } from '../testing/render';

useReferenceApi();

const won = (n: number) => `${formatNumber(n)}원`;
const total = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it('shows the totals, each day and each class as the server sums them', async () => {
  const coach = await signIn(COACH);
  const sales = await fetchStudioSales({ period: 'day' });
  renderAt('/studio/sales', coach);
  expect(await screen.findByRole('heading', { level: 1, name: '판매' })).toBeVisible();
  expect(screen.getByRole('link', { name: '판매' })).toHaveAttribute('aria-current', 'page');

  const days = await screen.findByRole('table', { name: '일별 매출' });
  expect(total('기간 매출')).toBe(won(sales.total.amount));
  expect(total('결제 건수')).toBe(`${formatNumber(sales.total.count)}건`);
  const rows = within(days).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(sales.buckets.length);
  sales.buckets.forEach((b, i) => {
    expect(within(rows[i]!).getByRole('rowheader')).toHaveTextContent(periodLabel('day', b.start));
    expect(
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([`${formatNumber(b.count)}건`, won(b.amount)]);
  });

  const byClass = screen.getByRole('table', { name: '클래스별 매출' });
  // Every class of the coach, in the server's order (most sold first).
  const classRows = within(byClass).getAllByRole('row').slice(1, -1);
  expect(
    classRows.map((row) => [
      row.querySelector('th')?.textContent,
      ...[...row.querySelectorAll('td')].map((td) => td.textContent),
    ]),
  ).toEqual(sales.classes.map((c) => [c.class_name, `${formatNumber(c.count)}건`, won(c.amount)]));
  const foot = within(byClass).getByRole('row', { name: /합계/ });
  expect(within(foot).getAllByRole('cell')[1]).toHaveTextContent(won(sales.total.amount));
});

it('switches to months, and to one class; the choice is kept in the URL', async () => {
  const coach = await signIn(COACH);
  const months = await fetchStudioSales({ period: 'month' });
  renderAt('/studio/sales', coach);
  await userEvent.click(await screen.findByRole('button', { name: '월별' }));
  expect(screen.getByRole('button', { name: '월별' })).toHaveAttribute('aria-pressed', 'true');
  const table = await screen.findByRole('table', { name: '월별 매출' });
  expect(within(table).getAllByRole('row').slice(1)).toHaveLength(months.buckets.length);
  expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(
    periodLabel('month', months.buckets[0]!.start),
  );
  expect(screen.getByTestId('where')).toHaveTextContent('/studio/sales?period=month');

  const top = months.classes[0]!;
  const select = screen.getByRole('combobox', { name: '클래스' });
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  await userEvent.selectOptions(select, String(top.class_id));
  const one = await fetchStudioSales({ period: 'month', classId: top.class_id });
  await waitFor(() => expect(total('기간 매출')).toBe(won(one.total.amount)));
  const byClass = screen.getByRole('table', { name: '클래스별 매출' });
  expect(within(byClass).getAllByRole('row')).toHaveLength(3);
  expect(screen.getByTestId('where')).toHaveTextContent(`period=month&class=${top.class_id}`);
});

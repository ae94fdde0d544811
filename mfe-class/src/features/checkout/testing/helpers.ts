// The checkout tests' helpers against the reference API (screens mount with ../../../testing/render).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchClassSummary } from '@baeum/shared';

/** Classes the signed-in learner does not take yet (checked through the API). */
export async function notTaken(n: number, from = 1): Promise<number[]> {
  const found: number[] = [];
  for (let id = from; found.length < n && id < from + 200; id++) {
    const s = await fetchClassSummary(id).catch(() => null);
    if (s && s.pay_yn !== 'Y' && s.open_flag !== 'N') found.push(id);
  }
  return found;
}

/** Ticks both required agreements (through 모두 동의해요). */
export async function agreeAll() {
  await userEvent.click(screen.getByRole('checkbox', { name: '모두 동의해요' }));
}

/** The price lines the API computed, as label → shown amount. */
export function breakdown(label = '결제 금액 계산'): Record<string, string> {
  const list = screen.getByLabelText(label);
  const out: Record<string, string> = {};
  for (const row of within(list).getAllByRole('term'))
    out[row.textContent!] = row.nextElementSibling!.textContent!;
  return out;
}

export async function typeCard(number: string, expiry = '12/39') {
  const card = screen.getByRole('textbox', { name: '카드 번호' });
  await userEvent.clear(card);
  await userEvent.type(card, number);
  const exp = screen.getByRole('textbox', { name: '유효기간 (MM/YY)' });
  await userEvent.clear(exp);
  await userEvent.type(exp, expiry);
}

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// /my/payments and its receipts against the reference API (issue #37): every payment with its
// state, a receipt per payment, the refund within the policy (a confirm dialog; the points come
// back and the classroom closes) and, outside it, the reason on the disabled button.
import http from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createOrder,
  fetchClassSummary,
  fetchClassroom,
  fetchLesson,
  fetchPoints,
  generateUuid,
  toApiError,
} from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { referenceApiUrl, signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { definitionOf, seededLearner, storeWith } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

/** Pays a class the member does not take yet by the approved test card (and points). */
async function payOne(from: number, points = 0) {
  for (let id = from; id < from + 100; id++) {
    const s = await fetchClassSummary(id).catch(() => null);
    if (!s || s.pay_yn === 'Y' || s.open_flag === 'N') continue;
    const { order } = await createOrder({
      class_id: id,
      method: 'card',
      idempotency_key: generateUuid(),
      points,
      card_number: '4242424242424242',
      card_expiry: '12/39',
    });
    return order;
  }
  throw new Error('no class left to pay');
}

/** Fetches a URL whole, as a player would stream it: the bytes received. */
function download(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

let user: UserInfo;
beforeEach(async () => {
  user = await signIn(seededLearner(455));
});

describe('/my/payments', () => {
  it('lists every payment with its class, date, method, amount and state, each with its receipt', async () => {
    const first = await payOne(150);
    const second = await payOne(first.class_id + 1);
    renderApp('/my/payments', storeWith(user));
    const list = await screen.findByRole('list', { name: '결제 목록' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(2);
    // Newest first.
    const top = items[0]!;
    expect(within(top).getByText(second.class_name)).toBeInTheDocument();
    expect(within(top).getByText('결제 완료')).toBeInTheDocument();
    expect(definitionOf('결제 수단', top)).toBe('카드');
    expect(definitionOf('결제 금액', top)).toBe(`${second.amount.toLocaleString('ko-KR')}원`);
    expect(definitionOf('결제일', top)).toMatch(/\d/);
    expect(
      within(top).getByRole('link', { name: `${second.class_name} 영수증 보기` }),
    ).toHaveAttribute('href', `/my/payments/${second.payment_id}`);
  });

  it('refunds within the policy after a confirm: 환불 완료, the points back, the classroom closed', async () => {
    const balance = async () => (await fetchPoints(1)).total_point;
    const before = await balance();
    const order = await payOne(200, 1000);
    expect(await balance()).toBe(before - 1000);
    renderApp(`/my/payments/${order.payment_id}`, storeWith(user));
    expect(await screen.findByRole('heading', { level: 2, name: '영수증' })).toBeInTheDocument();
    expect(definitionOf('포인트')).toBe('- 1,000원');
    expect(screen.getByRole('button', { name: '인쇄하기' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '환불 요청' }));
    const dialog = await screen.findByRole('alertdialog', { name: '환불을 요청할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '환불 요청' }));
    await waitFor(() => expect(screen.getByText('환불 완료')).toBeInTheDocument());
    expect(definitionOf('환불 금액')).toBe(`${order.amount.toLocaleString('ko-KR')}원`);
    expect(screen.queryByRole('button', { name: '환불 요청' })).not.toBeInTheDocument();
    expect(await balance()).toBe(before);
    const closed = await fetchClassroom(order.class_id).catch((e: unknown) => toApiError(e));
    expect(closed).toMatchObject({ status: 403 });
  });

  it('outside the policy, the button is disabled and says why', async () => {
    const order = await payOne(250);
    const room = await fetchClassroom(order.class_id);
    const lessons = room.sections.flatMap((s) => s.lessons);
    expect(lessons.length).toBeGreaterThan(0);
    // A third of the lessons taken as the API counts it: opened, and each video's file fetched.
    for (const lesson of lessons.slice(0, Math.ceil(lessons.length / 3))) {
      const opened = await fetchLesson(order.class_id, lesson.lesson_id);
      if (opened.media) await download(referenceApiUrl() + opened.media.url.replace(/^\/_api/, ''));
    }
    renderApp(`/my/payments/${order.payment_id}`, storeWith(user));
    expect(await screen.findByRole('heading', { level: 2, name: '영수증' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: '환불 요청' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/3분의 1 이상을 들어 환불할 수 없어요/);
  });
});

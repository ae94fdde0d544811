/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Issue #38, "no dead ends": every form of this remote that asks the server, against a server
// that fails its submit with a bare 500 (no Korean envelope) and with a dropped connection. The
// page loads from the reference API; after the submit the error shown is Korean and the
// client's English is nowhere. (The class alarm's form keeps its settings on the device.)
import { screen, within } from '@testing-library/react';
import { fetchMyReviews } from '@baeum/shared';
import { itFailsInKorean, withFailingServer } from '@baeum/shared/testing/failingServer';
import type { FailingForm, FormUser } from '@baeum/shared/testing/failingServer';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { agreeAll, notTaken, typeCard } from '../features/checkout/testing/helpers';
import { renderAt } from '../testing/render';

useReferenceApi();
const server = withFailingServer();

/** A form of this remote, for the signed-in demo learner. */
interface FormCase extends Omit<FailingForm, 'open'> {
  path: () => Promise<string>;
}

const click = (user: FormUser, name: string | RegExp) =>
  user.click(screen.getByRole('button', { name }));

const FORMS: FormCase[] = [
  {
    name: '결제하기',
    path: async () => `/class/open_class/${(await notTaken(1, 140))[0]}`,
    fill: async () => {
      await screen.findByLabelText('결제 금액 계산');
      await typeCard('4242424242424242', '1239');
      await agreeAll();
    },
    failing: (method, path) => method === 'POST' && path === '/new/orders',
    submit: (user) => click(user, /결제하기$/),
  },
  {
    name: '결제: 할인 코드 적용',
    path: async () => `/class/open_class/${(await notTaken(1, 145))[0]}`,
    fill: async (user) => {
      await screen.findByLabelText('결제 금액 계산');
      await user.type(screen.getByRole('textbox', { name: '할인 코드' }), 'welcome10');
    },
    failing: (method, path) => path === '/new/checkout/quote',
    submit: (user) => click(user, '적용'),
  },
  {
    name: '후기 쓰기',
    path: async () =>
      `/class/${(await fetchMyReviews()).not_reviewed_list[0]!.class_id}/review/write`,
    fill: async (user) => {
      const stars = await screen.findByRole('group', { name: '별점' });
      await user.click(within(stars).getByRole('radio', { name: '5점' }));
      await user.type(
        screen.getByRole('textbox', { name: '좋았던 점' }),
        '설명이 차근차근해서 따라 하기 쉬웠어요',
      );
    },
    submit: (user) => click(user, '후기 등록'),
  },
  {
    name: '후기 고치기',
    path: async () => `/review/${(await fetchMyReviews()).reviewed_list[0]!.review_id}/edit`,
    fill: async (user) => {
      const pros = await screen.findByRole('textbox', { name: '좋았던 점' });
      await user.clear(pros);
      await user.type(pros, '다시 보니 더 좋았어요. 복습하기도 편해요');
    },
    submit: (user) => click(user, '수정 완료'),
  },
];

itFailsInKorean(
  FORMS.map((form) => ({
    ...form,
    open: async () => {
      const learner = await signInLearner();
      renderAt(await form.path(), learner);
    },
  })),
  server,
);

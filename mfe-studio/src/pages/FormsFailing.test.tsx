/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Issue #38, "no dead ends": every form of the studio, against a server that fails its submit
// with a bare 500 (no Korean envelope) and with a dropped connection. The page loads from the
// reference API; after the submit the error shown is Korean and the client's English is nowhere.
import { screen, within } from '@testing-library/react';
import { addStudioSection, fetchStudioDashboard } from '@baeum/shared';
import { itFailsInKorean, withFailingServer } from '@baeum/shared/testing/failingServer';
import type { FailingForm, FormUser } from '@baeum/shared/testing/failingServer';
import { COACH, signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { firstCategory, makeClass } from '../testing/studioKit';
import { renderAt } from '../testing/render';

useReferenceApi();
const server = withFailingServer();

/** A form of the studio, for the signed-in demo coach (path sets up what it needs). */
interface FormCase extends Omit<FailingForm, 'open'> {
  path: () => Promise<string>;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const click = (user: FormUser, name: string | RegExp) =>
  user.click(screen.getByRole('button', { name }));
const curriculumOf = async () => {
  const item = await makeClass();
  await addStudioSection(item.class_id, '시작');
  return `/studio/class/${item.class_id}/curriculum`;
};
/** The managed class with the most reviews waiting for a reply. */
async function busiestClass() {
  const { management_class } = await fetchStudioDashboard();
  return [...management_class].sort(
    (a, b) => b.no_reply_review_count - a.no_reply_review_count,
  )[0]!;
}
/** Types a reply into the first review waiting for one. */
async function typeReply(user: FormUser) {
  const list = await screen.findByRole('list', { name: /답변 대기 후기/ });
  const first = within(list).getAllByRole('article')[0]!;
  await user.type(within(first).getByRole('textbox'), '따뜻한 후기 고마워요!');
}
/** Sends the reply typed into the first review. */
async function sendReply(user: FormUser) {
  const list = screen.getByRole('list', { name: /답변 대기 후기/ });
  const first = within(list).getAllByRole('article')[0]!;
  await user.click(within(first).getByRole('button', { name: '답변 등록' }));
}

const FORMS: FormCase[] = [
  {
    name: '새 클래스 만들기',
    path: async () => '/studio/classes/new',
    fill: async (user) => {
      const { category, sub } = await firstCategory();
      await screen.findByRole('heading', { level: 1, name: '새 클래스 만들기' });
      await user.type(field('클래스 제목'), '수채화 첫걸음 클래스');
      await user.type(field('한 줄 소개'), '물감 세 가지로 시작해요');
      await user.type(field('클래스 소개'), '소개');
      await user.type(field(/월 가격/.source), '33000');
      await user.selectOptions(
        screen.getByRole('combobox', { name: '카테고리' }),
        String(category.category),
      );
      await user.selectOptions(
        await screen.findByRole('combobox', { name: '세부 카테고리' }),
        await screen.findByRole('option', { name: sub.sub_category_name }),
      );
    },
    submit: (user) => click(user, '만들고 커리큘럼 짜기'),
  },
  {
    name: '클래스 고치기',
    path: async () => `/studio/class/${(await makeClass()).class_id}/edit`,
    fill: async (user) => {
      const summary = await screen.findByRole('textbox', { name: /^한 줄 소개/ });
      await user.clear(summary);
      await user.type(summary, '바뀐 소개');
    },
    submit: (user) => click(user, '저장'),
  },
  {
    name: '섹션 추가',
    path: async () => `/studio/class/${(await makeClass()).class_id}/curriculum`,
    fill: async (user) => {
      await user.type(await screen.findByRole('textbox', { name: '섹션 제목' }), '첫 주');
    },
    submit: (user) => click(user, '섹션 추가'),
  },
  {
    name: '레슨 추가',
    path: curriculumOf,
    fill: async (user) => {
      await user.type(await screen.findByRole('textbox', { name: '레슨 제목 (시작)' }), '인사');
    },
    submit: (user) => click(user, '레슨 추가'),
  },
  {
    name: '답변 등록 (받은 후기)',
    path: async () => '/studio/inbox',
    fill: typeReply,
    submit: sendReply,
  },
  {
    name: '답변 등록 (클래스 후기)',
    path: async () => `/studio/class/${(await busiestClass()).class_id}`,
    fill: async (user) => {
      const filters = await screen.findByRole('group', { name: '후기 필터' });
      await user.click(within(filters).getByRole('button', { name: '답변 대기' }));
      await typeReply(user);
    },
    submit: sendReply,
  },
];

itFailsInKorean(
  FORMS.map((form) => ({
    ...form,
    open: async () => {
      const coach = await signIn(COACH);
      renderAt(await form.path(), coach);
    },
  })),
  server,
);

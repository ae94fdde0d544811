/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Issue #38, "no dead ends": every form of this remote, against a server that fails its submit
// with a bare 500 (no Korean envelope) and with a dropped connection. The page loads from the
// reference API; after the submit the error shown is Korean and the client's English is nowhere.
import { screen, within } from '@testing-library/react';
import { fetchDevSmsCode } from '@baeum/shared';
import type { Store } from '@baeum/shared';
import { itFailsInKorean, withFailingServer } from '@baeum/shared/testing/failingServer';
import type { FailingForm, FormUser } from '@baeum/shared/testing/failingServer';
import { LEARNER, signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { seededLearner, storeWith } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();
const server = withFailingServer();

interface FormCase extends Omit<FailingForm, 'open'> {
  path: string;
  /** Who is signed in (a seeded learner's id, or the demo learner); nobody when absent. */
  member?: number | 'learner';
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const click = (user: FormUser, name: string | RegExp) =>
  user.click(screen.getByRole('button', { name }));

/** A phone number no member has: the sign-up's code goes to it. */
function freshPhone(): string {
  const digits = String((Date.now() * 7) % 1e8).padStart(8, '0');
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** Each reset row asks for its own member's code (the API limits resending to one phone). */
let resets = 0;
const resetPhone = () => seededLearner(440 + resets++).phone;

async function resetToCode(user: FormUser, phone: string) {
  await user.type(await screen.findByRole('textbox', { name: /휴대폰 번호/ }), phone);
  await click(user, '인증번호 받기');
  await screen.findByRole('textbox', { name: /인증번호/ });
}

const FORMS: FormCase[] = [
  {
    name: '로그인',
    path: '/login',
    fill: async (user) => {
      await user.type(await screen.findByRole('textbox', { name: /휴대폰 번호/ }), LEARNER.phone);
      await user.type(input(/^비밀번호/), LEARNER.password);
    },
    submit: (user) => click(user, '로그인'),
  },
  {
    name: '회원가입: 인증번호 받기',
    path: '/signup',
    fill: async (user) => {
      await user.type(await screen.findByRole('textbox', { name: /휴대폰 번호/ }), freshPhone());
    },
    submit: (user) => click(user, /인증번호 받기/),
  },
  {
    name: '회원가입: 가입하기',
    path: '/signup',
    fill: async (user) => {
      const phone = freshPhone();
      await user.type(await screen.findByRole('textbox', { name: /휴대폰 번호/ }), phone);
      await click(user, /인증번호 받기/);
      const code = await screen.findByRole('textbox', { name: /인증번호/ });
      await user.type(code, await fetchDevSmsCode(phone));
      await click(user, '확인');
      await screen.findByText('휴대폰 인증이 완료되었어요', { selector: 'p:not([role="status"])' });
      await user.type(screen.getByRole('textbox', { name: /이름/ }), '박새봄');
      await user.type(input(/^비밀번호\*?$/), 'spring2024!');
      await user.type(input(/^비밀번호 확인/), 'spring2024!');
      await user.click(screen.getByRole('checkbox', { name: '전체 동의하기' }));
    },
    submit: (user) => click(user, '가입하기'),
  },
  {
    name: '비밀번호 재설정: 인증번호 받기',
    path: '/password/reset',
    fill: async (user) => {
      await user.type(await screen.findByRole('textbox', { name: /휴대폰 번호/ }), resetPhone());
    },
    submit: (user) => click(user, '인증번호 받기'),
  },
  {
    name: '비밀번호 재설정: 인증번호 확인',
    path: '/password/reset',
    fill: async (user) => {
      const phone = resetPhone();
      await resetToCode(user, phone);
      await user.type(
        screen.getByRole('textbox', { name: /인증번호/ }),
        await fetchDevSmsCode(phone),
      );
    },
    submit: (user) => click(user, '인증번호 확인'),
  },
  {
    name: '비밀번호 재설정: 비밀번호 바꾸기',
    path: '/password/reset',
    fill: async (user) => {
      const phone = resetPhone();
      await resetToCode(user, phone);
      await user.type(
        screen.getByRole('textbox', { name: /인증번호/ }),
        await fetchDevSmsCode(phone),
      );
      await click(user, '인증번호 확인');
      await screen.findByRole('list', { name: '비밀번호 규칙' });
      await user.type(input(/^새 비밀번호[\s*]*$/), 'renewed2025!');
      await user.type(input(/^새 비밀번호 확인/), 'renewed2025!');
    },
    submit: (user) => click(user, '비밀번호 바꾸기'),
  },
  {
    name: '비밀번호 변경',
    path: '/settings/password',
    member: 446,
    fill: async (user) => {
      await user.type(
        await screen.findByLabelText(/^현재 비밀번호/, { selector: 'input' }),
        'seed1234!',
      );
      await user.type(input(/^새 비밀번호[\s*]*$/), 'renewed2025!');
      await user.type(input(/^새 비밀번호 확인/), 'renewed2025!');
    },
    submit: (user) => click(user, '비밀번호 바꾸기'),
  },
  {
    name: '프로필 수정',
    path: '/settings/profile',
    member: 447,
    fill: async (user) => {
      const nickname = await screen.findByRole('textbox', { name: /닉네임/ });
      await user.clear(nickname);
      await user.type(nickname, '수채화러버');
    },
    submit: (user) => click(user, '저장하기'),
  },
  {
    name: '코치 지원',
    path: '/coach/apply',
    member: 448,
    fill: async (user) => {
      await user.type(
        await screen.findByRole('textbox', { name: '카카오톡 아이디' }),
        'baeum_learner',
      );
    },
    submit: (user) => click(user, '지원하기'),
  },
  {
    name: '쿠폰 등록',
    path: '/my/points',
    member: 449,
    fill: async (user) => {
      await user.type(await screen.findByRole('textbox', { name: '쿠폰 번호' }), 'WELCOME2026');
    },
    submit: (user) => click(user, '쿠폰 등록'),
  },
  {
    name: '회원 탈퇴',
    path: '/withdrawal',
    member: 450,
    fill: async (user) => {
      const reasons = await screen.findByRole('group', { name: '탈퇴하는 이유를 알려주세요' });
      await user.click(within(reasons).getByRole('radio', { name: '가격이 부담돼요' }));
      await click(user, '탈퇴하기');
    },
    submit: async (user) => {
      const dialog = await screen.findByRole('alertdialog', { name: '정말 탈퇴할까요?' });
      await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    },
  },
];

itFailsInKorean(
  FORMS.map((form) => ({
    ...form,
    open: async () => {
      let store: Store | undefined;
      if (form.member !== undefined)
        store = storeWith(
          await signIn(form.member === 'learner' ? LEARNER : seededLearner(form.member)),
        );
      renderApp(form.path, store);
    },
  })),
  server,
);

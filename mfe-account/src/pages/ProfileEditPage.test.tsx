/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// /settings/profile against the reference API: nickname, intro, photo, email, a coach's contact.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearToken,
  fetchCurrentUser,
  fetchEditProfile,
  toastAtom,
  updateProfile,
  userAtom,
} from '@baeum/shared';
import { COACH, signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { registerFreshMember, seededLearner, storeWith } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

// A 1×1 PNG (the API checks the bytes, not the name).
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

// jsdom has no object URLs; the picker's preview needs one.
beforeAll(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:http://localhost/preview-${++n}`;
  URL.revokeObjectURL = () => {};
});

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: '저장하기' }));

async function openEditor(user: Awaited<ReturnType<typeof signIn>>) {
  const view = renderApp('/settings/profile', storeWith(user));
  expect(await screen.findByRole('heading', { level: 1, name: '프로필 수정' })).toBeVisible();
  await screen.findByRole('textbox', { name: /닉네임/ });
  return view;
}

describe('/settings/profile', () => {
  it('starts from profile_edit, saves nickname and intro, and the shared user (the header) changes at once', async () => {
    const user = await signIn(seededLearner(341));
    const before = (await fetchEditProfile()).userInfo;
    const { store } = await openEditor(user);
    expect(field(/닉네임/)).toHaveValue(before.nickname);
    expect(field(/자기소개/)).toHaveValue(before.profile_comment);
    expect(field(/이메일/)).toHaveValue(before.email);

    await userEvent.clear(field(/닉네임/));
    await userEvent.type(field(/닉네임/), '  수채화러버  ');
    await userEvent.clear(field(/자기소개/));
    await userEvent.type(field(/자기소개/), '주말마다 그림을 그려요');
    await save();

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/user/${user.id}`));
    expect(store.get(userAtom).name).toBe('수채화러버');
    expect(store.get(toastAtom)?.message).toBe('프로필을 저장했어요');
    const after = (await fetchEditProfile()).userInfo;
    expect(after.nickname).toBe('수채화러버');
    expect(after.profile_comment).toBe('주말마다 그림을 그려요');
    expect(after.email).toBe(before.email);
  });

  it('refuses a nickname of 1 or 21 characters before anything is sent', async () => {
    const user = await signIn(seededLearner(342));
    const before = (await fetchEditProfile()).userInfo;
    await openEditor(user);
    for (const bad of ['가', '가'.repeat(21)]) {
      await userEvent.clear(field(/닉네임/));
      await userEvent.type(field(/닉네임/), bad);
      await save();
      expect(field(/닉네임/)).toHaveAccessibleDescription(/닉네임은 2~20자로 입력해주세요/);
      expect(field(/닉네임/)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByTestId('where')).toHaveTextContent('/settings/profile');
    expect((await fetchEditProfile()).userInfo.nickname).toBe(before.nickname);
  });

  it('without a nickname sends no profile (spec §5): a new intro is refused, an email alone is saved', async () => {
    const { user } = await registerFreshMember();
    await openEditor(user);
    await userEvent.clear(field(/닉네임/));
    await userEvent.type(field(/자기소개/), '안녕하세요');
    await save();
    expect(field(/닉네임/)).toHaveAccessibleDescription(
      /닉네임을 입력해야 사진과 자기소개를 저장할 수 있어요/,
    );
    expect((await fetchEditProfile()).userInfo.profile_comment).toBe('');

    await userEvent.clear(field(/자기소개/));
    await userEvent.type(field(/이메일/), 'saebom@example.com');
    await save();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/user/${user.id}`));
    const after = (await fetchEditProfile()).userInfo;
    expect(after.email).toBe('saebom@example.com');
    expect(after.nickname).toBe(user.name); // the name it had: nothing was sent for the profile
  });

  it('checks the email, and an emptied email changes nothing (spec §5)', async () => {
    const user = await signIn(seededLearner(343));
    const before = (await fetchEditProfile()).userInfo;
    expect(before.email).not.toBe('');
    await openEditor(user);
    await userEvent.clear(field(/이메일/));
    await userEvent.type(field(/이메일/), 'not-an-address');
    await save();
    expect(field(/이메일/)).toHaveAccessibleDescription(/이메일 주소 형식이 올바르지 않아요/);

    await userEvent.clear(field(/이메일/));
    await save();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/user/${user.id}`));
    expect((await fetchEditProfile()).userInfo.email).toBe(before.email);
  });

  // The upload itself (POST photo) runs in the e2e journey: jsdom's FormData cannot be sent by
  // Node's HTTP adapter (see @baeum/shared/testing/setup).
  it('previews a picked photo, checks its type, and a picked photo can be put back', async () => {
    const user = await signIn(seededLearner(344));
    expect((await fetchEditProfile()).userInfo.photo[0]?.is_default).toBe('Y');
    await openEditor(user);
    expect(screen.getByText('기본 사진')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '기본 사진으로 변경' })).toBeNull();

    const input = screen.getByLabelText('사진 추가');
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'JPG, PNG, GIF, WebP 사진만 올릴 수 있어요.',
    );
    await userEvent.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    expect(screen.getByText('새 사진')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '첨부한 사진 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    // One photo: no second one can be added.
    expect(screen.queryByLabelText('사진 추가')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '기본 사진으로 변경' }));
    expect(screen.getByText('기본 사진')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '첨부한 사진 1' })).toBeNull();
  });

  it('goes back to the default photo, and the shared user (the header) shows it at once', async () => {
    const user = await signIn(seededLearner(346));
    await updateProfile(user.id!, { nickname: '그림그리는곰', photo: '/images/class/1.svg' });
    const custom = (await fetchEditProfile()).userInfo.photo[0]!;
    expect(custom.is_default).toBe('N');
    const { store } = await openEditor({ ...user, photo: custom.photo_url });
    expect(screen.getByText('지금 사진')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '첨부한 사진 1' })).toHaveAttribute(
      'src',
      custom.photo_url,
    );

    await userEvent.click(screen.getByRole('button', { name: '기본 사진으로 변경' }));
    expect(screen.getByText('기본 사진')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/user/${user.id}`));
    const reset = (await fetchEditProfile()).userInfo.photo[0]!;
    expect(reset.is_default).toBe('Y');
    expect(store.get(userAtom).photo).toBe(reset.photo_url);
    expect(store.get(userAtom).name).toBe('그림그리는곰');
  });

  it('keeps everything typed when the save fails, and says so', async () => {
    const user = await signIn(seededLearner(345));
    await openEditor(user);
    await userEvent.clear(field(/자기소개/));
    await userEvent.type(field(/자기소개/), '저장되지 않을 소개');
    clearToken(); // the save is refused (401)
    await save();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(field(/자기소개/)).toHaveValue('저장되지 않을 소개');
    expect(screen.getByTestId('where')).toHaveTextContent('/settings/profile');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = await signInLearner();
    await openEditor(user);
    await userEvent.type(field(/자기소개/), ' 추가');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('저장하지 않은 변경 사항이 있어요');
    await userEvent.click(within(dialog).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(screen.getByTestId('where')).not.toHaveTextContent('/settings'));
  });

  it('offers a coach their contact data, checked before it is sent; a learner has none', async () => {
    const learner = await signInLearner();
    const view = await openEditor(learner);
    expect(screen.queryByRole('group', { name: '코치 연락처' })).toBeNull();
    view.unmount();

    const coach = await signIn(COACH);
    await openEditor(coach);
    const contact = screen.getByRole('group', { name: '코치 연락처' });
    await userEvent.type(within(contact).getByRole('textbox', { name: /휴대폰 번호/ }), '010-12');
    await save();
    expect(
      within(contact).getByRole('textbox', { name: /휴대폰 번호/ }),
    ).toHaveAccessibleDescription(/휴대폰 번호 형식이 올바르지 않아요/);
    expect(screen.getByTestId('where')).toHaveTextContent('/settings/profile');
    await userEvent.clear(within(contact).getByRole('textbox', { name: /휴대폰 번호/ }));
    await userEvent.type(
      within(contact).getByRole('textbox', { name: '카카오톡 아이디' }),
      'coach_lee',
    );
    await save();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/user/${coach.id}`));
    expect((await fetchCurrentUser()).user_info.user_name).toBe(COACH.name);
  });

  it("shows 프로필 수정 on one's own public profile, leading here", async () => {
    const user = await signInLearner();
    renderApp(`/user/${user.id}`, storeWith(user));
    const edit = await screen.findByRole('link', { name: '프로필 수정' });
    expect(edit).toHaveAttribute('href', '/settings/profile');
    expect(screen.queryByRole('button', { name: /팔로우|팔로잉/ })).toBeNull();
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Writing and editing a post against the reference API.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken, fetchCurrentUser, fetchFeedDetail } from '@baeum/shared';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../testing/render';

useReferenceApi();

it('writes a post with a section, one of the writer’s classes and a YouTube link, then opens it', async () => {
  const user = await signInLearner();
  const taken = (await fetchCurrentUser()).registered_class_list![0]!;
  renderAt('/community/write', user, { from: ['/community'] });
  const picker = await screen.findByRole('combobox', { name: '클래스 (선택)' });
  await screen.findByRole('option', { name: taken.class_name });
  await userEvent.selectOptions(picker, String(taken.class_id));
  await userEvent.click(screen.getByRole('radio', { name: '질문' }));
  await userEvent.type(
    screen.getByRole('textbox', { name: '내용' }),
    '수채화 번짐은 어떻게 막나요?',
  );
  await userEvent.type(
    screen.getByRole('textbox', { name: '유튜브 링크 (선택)' }),
    'https://youtu.be/abcdefghijk',
  );
  await userEvent.click(screen.getByRole('button', { name: '올리기' }));
  await screen.findByRole('article', { name: /김배움/ });
  const id = Number(screen.getByTestId('where').textContent!.split('/').pop());
  const post = await fetchFeedDetail(id);
  expect(post.content).toBe('수채화 번짐은 어떻게 막나요?');
  expect(post.section).toBe('question');
  expect(post.youtube_file).toBe('https://youtu.be/abcdefghijk');
  expect(post.class_name).toBe(taken.class_name);
});

it('refuses an empty text, a non-YouTube link and a file that is not a photo, before anything is sent', async () => {
  const user = await signInLearner();
  renderAt('/community/write', user, { from: ['/community'] });
  await userEvent.click(screen.getByRole('button', { name: '올리기' }));
  expect(screen.getByRole('textbox', { name: '내용' })).toHaveAccessibleDescription(
    /내용을 입력해 주세요/,
  );
  await userEvent.type(
    screen.getByRole('textbox', { name: '유튜브 링크 (선택)' }),
    'https://evil.example/watch?v=abcdefghijk',
  );
  await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '글');
  await userEvent.click(screen.getByRole('button', { name: '올리기' }));
  expect(screen.getByRole('textbox', { name: '유튜브 링크 (선택)' })).toHaveAccessibleDescription(
    /유튜브 영상 링크를 확인해 주세요/,
  );

  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), {
    applyAccept: false,
  });
  expect(screen.getByText('JPG, PNG, GIF, WebP 사진만 올릴 수 있어요.')).toHaveAttribute(
    'role',
    'alert',
  );
  await userEvent.upload(
    input,
    new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
  );
  expect(screen.getByText('사진은 한 장에 5MB까지 올릴 수 있어요.')).toHaveAttribute(
    'role',
    'alert',
  );
  // Nothing was taken: no thumbnail (the list shows only once a photo is added).
  expect(screen.queryAllByRole('img', { name: /첨부한 사진/ })).toHaveLength(0);
});

it('asks before leaving with unsaved text, and a failed submit keeps everything', async () => {
  const user = await signInLearner();
  renderAt('/community/write', user, { from: ['/community'] });
  await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '지우면 안 되는 글');
  await userEvent.click(screen.getByRole('button', { name: '취소' }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
  expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('지우면 안 되는 글');

  clearToken();
  await userEvent.click(screen.getByRole('button', { name: '올리기' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('지우면 안 되는 글');
  expect(screen.getByTestId('where')).toHaveTextContent('/community/write');
});

it('lets only the author edit, and saving goes back to the post', async () => {
  const user = await signInLearner();
  renderAt('/community/write', user, { from: ['/community'] });
  await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '고칠 글');
  await userEvent.click(screen.getByRole('button', { name: '올리기' }));
  await screen.findByRole('article', { name: /김배움/ });
  // Editing is in the post's 더 보기 sheet.
  await userEvent.click(screen.getByRole('button', { name: '김배움님의 게시글 더 보기' }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: '게시글 더 보기' })).getByRole('button', {
      name: '수정하기',
    }),
  );
  const text = await screen.findByRole('textbox', { name: '내용' });
  await userEvent.clear(text);
  await userEvent.type(text, '고친 글');
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('고친 글')).toBeInTheDocument();
});

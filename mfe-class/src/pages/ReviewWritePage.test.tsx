/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Writing and editing a review against the reference API: keyboard stars, the minimum shown,
// a photo, the points toast, 403 and 409 in their own words, author-only edit.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchClassSummary, fetchMyReviews, fetchReview } from '@baeum/shared';
import {
  pointClientAt,
  referenceApiUrl,
  signInLearner,
  useReferenceApi,
} from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../testing/render';
import { CLASSES } from '@baeum/shared/testing/fixtures';

useReferenceApi();

beforeAll(() => {
  // jsdom has no object URLs: the picker's local preview gets a stand-in.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
});

const png = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    'me.png',
    { type: 'image/png' },
  );

it('writes a review with keyboard stars; the points show and it leads the list', async () => {
  const learner = await signInLearner();
  const { not_reviewed_list } = await fetchMyReviews();
  const classId = not_reviewed_list[0]!.class_id;
  renderAt(`/class/${classId}/review/write`, learner);

  const stars = await screen.findByRole('group', { name: '별점' });
  await userEvent.click(within(stars).getByRole('radio', { name: '1점' }));
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(within(stars).getByRole('radio', { name: '4점' })).toBeChecked();

  const pros = screen.getByRole('textbox', { name: '좋았던 점' });
  expect(pros).toHaveAccessibleDescription(/10자 이상/);
  await userEvent.type(pros, '짧아요');
  await userEvent.click(screen.getByRole('button', { name: '후기 등록' }));
  expect(await screen.findByText('좋았던 점을 10자 이상 써 주세요.')).toBeInTheDocument();
  await userEvent.type(pros, ' 설명이 차근차근해서 끝까지 들었어요');
  await userEvent.click(screen.getByRole('button', { name: '후기 등록' }));

  expect(await screen.findByText(/후기를 남겨 [\d,]+P가 적립됐어요/)).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(`/class/${classId}/review`),
  );
  const list = await screen.findByRole('list', { name: '후기 목록' });
  const first = within(list).getAllByRole('article')[0]!;
  expect(within(first).getByText(/설명이 차근차근해서/)).toBeInTheDocument();
  const mine = (await fetchMyReviews()).reviewed_list.find((r) => r.class_id === classId)!;
  expect(mine.score).toBe(4);
});

it('after a 5-star review the app (210) is asked for a store rating', async () => {
  const agent = jest
    .spyOn(window.navigator, 'userAgent', 'get')
    .mockReturnValue('Mozilla/5.0 (iPhone) BaeumApp/210 (iOS)');
  const calls: unknown[] = [];
  (window as { webkit?: unknown }).webkit = {
    messageHandlers: { storeReview: { postMessage: (p: unknown) => calls.push(p) } },
  };
  try {
    const learner = await signInLearner();
    const { not_reviewed_list } = await fetchMyReviews();
    renderAt(`/class/${not_reviewed_list[0]!.class_id}/review/write`, learner);
    const stars = await screen.findByRole('group', { name: '별점' });
    await userEvent.click(within(stars).getByRole('radio', { name: '5점' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: '좋았던 점' }),
      '예제가 많아서 바로 따라 할 수 있었어요',
    );
    await userEvent.click(screen.getByRole('button', { name: '후기 등록' }));
    expect(await screen.findByText(/후기를 남겨 [\d,]+P가 적립됐어요/)).toBeInTheDocument();
    expect(calls).toEqual([{}]);
  } finally {
    agent.mockRestore();
    delete (window as { webkit?: unknown }).webkit;
  }
});

it('checks a photo before upload, and a failed upload keeps the review with a Korean message', async () => {
  const learner = await signInLearner();
  const { not_reviewed_list } = await fetchMyReviews();
  renderAt(`/class/${not_reviewed_list[0]!.class_id}/review/write`, learner);
  const add = await screen.findByLabelText('사진 추가');
  await userEvent.upload(add, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
    applyAccept: false,
  });
  expect(screen.getByRole('alert')).toHaveTextContent('JPG, PNG, GIF, WebP 사진만 올릴 수 있어요.');
  await userEvent.upload(add, png());
  expect(screen.getByRole('img', { name: '첨부한 사진 1' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: '5점' }));
  await userEvent.type(
    screen.getByRole('textbox', { name: '좋았던 점' }),
    '사진과 함께 남기는 후기예요',
  );
  // The server is out of reach while the photo goes up: the form stays with everything typed
  // (the browser journey uploads for real).
  pointClientAt('http://127.0.0.1:9');
  try {
    await userEvent.click(screen.getByRole('button', { name: '후기 등록' }));
    expect(await screen.findByText(/사진을 올리지 못했어요/)).toBeInTheDocument();
  } finally {
    pointClientAt(referenceApiUrl());
  }
  expect(screen.getByRole('textbox', { name: '좋았던 점' })).toHaveValue(
    '사진과 함께 남기는 후기예요',
  );
});

it('says why before the form when the class is not taken or already reviewed, with the way on', async () => {
  const learner = await signInLearner();
  let notTaken = 0;
  for (let id = 200; !notTaken && id < 400; id++) {
    const summary = await fetchClassSummary(id).catch(() => null);
    if (summary?.pay_yn === 'N' && summary.open_flag === 'Y') notTaken = id;
  }
  const view = renderAt(`/class/${notTaken}/review/write`, learner);
  expect(await screen.findByText('수강 후에 후기를 남길 수 있어요')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '수강 신청하기' })).toHaveAttribute(
    'href',
    `/class/open_class/${notTaken}`,
  );
  expect(screen.queryByRole('textbox', { name: '좋았던 점' })).not.toBeInTheDocument();
  view.unmount();

  const reviewed = (await fetchMyReviews()).reviewed_list[0]!;
  renderAt(`/class/${reviewed.class_id}/review/write`, learner);
  expect(await screen.findByText('이미 후기를 남겼어요')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '내 후기 고치기' })).toHaveAttribute(
    'href',
    `/review/${reviewed.review_id}/edit`,
  );
  expect(screen.queryByRole('textbox', { name: '좋았던 점' })).not.toBeInTheDocument();
});

it('lets the author edit and return to the list; anyone else gets a clear refusal', async () => {
  const learner = await signInLearner();
  const mine = (await fetchMyReviews()).reviewed_list[0]!;
  const view = renderAt(`/review/${mine.review_id}/edit`, learner);
  const pros = await screen.findByRole('textbox', { name: '좋았던 점' });
  expect(pros).toHaveValue(mine.pros_content);
  await userEvent.clear(pros);
  await userEvent.type(pros, '다시 보니 더 좋았어요. 복습하기도 편해요');
  await userEvent.click(screen.getByRole('button', { name: '수정 완료' }));
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(`/class/${mine.class_id}/review`),
  );
  expect((await fetchReview(mine.review_id)).pros_content).toBe(
    '다시 보니 더 좋았어요. 복습하기도 편해요',
  );
  view.unmount();

  // A review by someone else.
  const others = await fetchReview(1);
  const someone = others.user_id === learner.id ? await fetchReview(2) : others;
  renderAt(`/review/${someone.review_id}/edit`, learner);
  expect(await screen.findByText('고칠 수 없는 후기예요')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: '좋았던 점' })).toBeNull();
});

it('asks a visitor to log in before writing', async () => {
  renderAt(`/class/${CLASSES.drawing.id}/review/write`);
  expect(await screen.findByText('로그인하고 후기를 남겨 주세요')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: '별점' })).toBeNull();
});

it('the review list offers 후기 쓰기 only to a learner who may write one', async () => {
  const learner = await signInLearner();
  const { not_reviewed_list, reviewed_list } = await fetchMyReviews();
  const view = renderAt(`/class/${not_reviewed_list[0]!.class_id}/review`, learner);
  expect(await screen.findByRole('link', { name: '후기 쓰기' })).toHaveAttribute(
    'href',
    `/class/${not_reviewed_list[0]!.class_id}/review/write`,
  );
  view.unmount();
  renderAt(`/class/${reviewed_list[0]!.class_id}/review`, learner);
  await screen.findByRole('list', { name: '후기 목록' });
  expect(screen.queryByRole('link', { name: '후기 쓰기' })).not.toBeInTheDocument();
});

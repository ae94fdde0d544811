/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Review filters kept in the URL, one review's own page, the app's native review screens and the
// remote's not-found page, against the reference API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchClassReviews } from '@baeum/shared';
import { useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../testing/render';

useReferenceApi();

const location = () => screen.getByTestId('where').textContent;
const cardIds = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link', { name: '후기 자세히 보기' })
    .map((a) => Number(a.getAttribute('href')!.split('/').pop()));

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { webkit?: unknown }).webkit;
});

describe('the review list filters', () => {
  it('a star filter and an order go into the URL and the list follows them', async () => {
    const fives = await fetchClassReviews(3, 1, { score: 5 });
    const helpful = await fetchClassReviews(3, 1, { sort: 'helpful', score: 5 });
    renderAt('/class/3/review');
    await screen.findByRole('list', { name: '후기 목록' });
    await userEvent.click(
      within(screen.getByRole('group', { name: '별점 필터' })).getByRole('button', { name: '5점' }),
    );
    await waitFor(() => expect(location()).toBe('/class/3/review?score=5'));
    await waitFor(() =>
      expect(cardIds(screen.getByRole('list', { name: '후기 목록' }))).toEqual(
        fives.list!.map((r) => r.review_id),
      ),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: '후기 정렬' })).getByRole('button', {
        name: '도움순',
      }),
    );
    await waitFor(() => expect(location()).toBe('/class/3/review?sort=helpful&score=5'));
    await waitFor(() =>
      expect(cardIds(screen.getByRole('list', { name: '후기 목록' }))).toEqual(
        helpful.list!.map((r) => r.review_id),
      ),
    );
    expect(screen.getByRole('button', { name: '도움순' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads the filter from the address and ignores values it does not know', async () => {
    // A class whose reviews include some with photos (the seed gives photos to a few).
    let classId = 0;
    let photos = await fetchClassReviews(1, 1, { photoOnly: true });
    for (let id = 1; id <= 60 && !classId; id++) {
      photos = await fetchClassReviews(id, 1, { photoOnly: true });
      if (photos.list!.length > 0) classId = id;
    }
    expect(classId).toBeGreaterThan(0);
    expect(photos.list!.every((r) => r.photo_list.length > 0)).toBe(true);
    renderAt(`/class/${classId}/review?photo=Y&sort=nonsense&score=9`);
    await waitFor(() =>
      expect(cardIds(screen.getByRole('list', { name: '후기 목록' }))).toEqual(
        photos.list!.map((r) => r.review_id),
      ),
    );
    expect(screen.getByRole('button', { name: '사진 후기' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '최신순' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('one review', () => {
  it('opens from the list on its own page, with its content', async () => {
    const first = (await fetchClassReviews(3)).list![0]!;
    renderAt('/class/3/review');
    const list = await screen.findByRole('list', { name: '후기 목록' });
    await userEvent.click(within(list).getAllByRole('link', { name: '후기 자세히 보기' })[0]!);
    expect(location()).toBe(`/class/3/review/${first.review_id}`);
    expect(await screen.findByRole('heading', { level: 1, name: '후기 상세' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: `${first.user_name}님의 후기` });
    expect(within(card).getByText(first.pros_content)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /도움돼요/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '후기 목록으로' })).toHaveAttribute(
      'href',
      '/class/3/review',
    );
  });

  it('an unknown or malformed review id shows a not-found state, not a blank page', async () => {
    renderAt('/class/3/review/99999999');
    expect(await screen.findByText('후기를 찾을 수 없어요')).toBeInTheDocument();
  });

  it('in the app from 210 the native review screen opens and the web stays', async () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) BaeumApp/210 (iOS)');
    const calls: unknown[] = [];
    (window as { webkit?: unknown }).webkit = {
      messageHandlers: { reviewDetail: { postMessage: (p: unknown) => calls.push(p) } },
    };
    const first = (await fetchClassReviews(3)).list![0]!;
    renderAt('/class/3/review');
    const list = await screen.findByRole('list', { name: '후기 목록' });
    await userEvent.click(within(list).getAllByRole('link', { name: '후기 자세히 보기' })[0]!);
    expect(calls).toEqual([{ classId: 3, reviewId: first.review_id }]);
    expect(location()).toBe('/class/3/review');
  });

  it('an older app (209) keeps the web page', async () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) BaeumApp/209 (iOS)');
    renderAt('/class/3/review');
    const list = await screen.findByRole('list', { name: '후기 목록' });
    await userEvent.click(within(list).getAllByRole('link', { name: '후기 자세히 보기' })[0]!);
    expect(location()).toMatch(/^\/class\/3\/review\/\d+$/);
  });
});

it('any other address under the remote is a real not-found page', async () => {
  renderAt('/class/3/nonsense');
  expect(
    await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, screen, within, configure } from '@testing-library/react';
import { installMockIntersectionObserver } from '@baeum/shared/testing/intersectionObserver';
import userEvent from '@testing-library/user-event';
// Not a React hook (it registers jest's beforeAll/afterAll); renamed so the hooks lint agrees.
import { deferred, useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import type { Reply } from '@baeum/shared/testing/server';
import type { FeedItemWire } from '@baeum/shared';
import { renderAt } from '../testing/render';

const server = withTestServer();
// Real sockets on a shared CI machine: the first answer of a file can take over a second.
configure({ asyncUtilTimeout: 5000 });

const post = (comment_id: number, fields: Partial<FeedItemWire> = {}): FeedItemWire => ({
  comment_id,
  user_id: 100 + comment_id,
  user_name: `배움이${comment_id}`,
  user_photo: '',
  created_at: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
  content: `오늘 수업 후기 ${comment_id}`,
  like_cnt: comment_id,
  reply_cnt: 0,
  ...fields,
});

const page = (list: FeedItemWire[], pageNo = 1, total_page = 1): Reply => ({
  body: { code: 200, data: { list, page: pageNo, total_page } },
});
const failure: Reply = { status: 500, body: { code: 500, message: '서버 오류' } };

it("loads the first screen's photos at once, the first of them ahead of everything; later ones lazily", async () => {
  const withPhoto = (id: number) => post(id, { photo_list: [`/images/feed/${id}_1.webp`] });
  server().on('GET', '/squareWith_friend/1', page([post(1), withPhoto(2), withPhoto(3)]));
  renderAt('/community');
  const photo = async (id: number) =>
    within(await screen.findByRole('article', { name: `배움이${id}님의 게시글` })).getByRole(
      'img',
      { name: `배움이${id}님이 올린 사진` },
    );
  const lead = await photo(2);
  expect(lead).toHaveAttribute('fetchpriority', 'high');
  expect(lead).toHaveAttribute('src', '/images/feed/2_1.webp');
  const later = await photo(3);
  expect(later).toHaveAttribute('loading', 'lazy');
  expect(later).not.toHaveAttribute('fetchpriority');
});

it('shows page 1 of the feed: author, time ago, text content, photo, likes and replies', async () => {
  server().on(
    'GET',
    '/squareWith_friend/1',
    page([
      post(1, {
        user_name: '김배움',
        content: '<b>수채화</b> 첫 작품\n완성했어요',
        like_cnt: 12,
        reply_cnt: 3,
        photo_list: ['/images/feed/1.svg', '/images/feed/2.svg'],
        class_name: '수채화 기초',
      }),
      post(2),
    ]),
  );
  renderAt('/community');

  expect(screen.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeInTheDocument();
  expect(document.title).toContain('커뮤니티');
  const first = await screen.findByRole('article', { name: '김배움님의 게시글' });
  expect(within(first).getByText('김배움')).toBeInTheDocument();
  expect(within(first).getByText('5분 전')).toBeInTheDocument();
  // Server text is text: the markup shows as typed, never as HTML.
  expect(within(first).getByText(/<b>수채화<\/b> 첫 작품/)).toBeInTheDocument();
  expect(first.querySelector('b')).toBeNull();
  expect(within(first).getByRole('img', { name: '김배움님이 올린 사진' })).toBeInTheDocument();
  expect(within(first).getByText('사진 1장 더 있음')).toBeInTheDocument();
  expect(within(first).getByText('좋아요 12')).toBeInTheDocument();
  expect(within(first).getByText('댓글 3')).toBeInTheDocument();
  expect(within(first).getByText('#수채화 기초')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(screen.getByText('모든 게시글을 다 봤어요')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
});

it('shows blank posts while page 1 loads', async () => {
  const answer = deferred<Reply>();
  server().on('GET', '/squareWith_friend/1', () => answer.promise);
  renderAt('/community');
  expect(screen.getByRole('status', { name: '게시글을 불러오는 중' })).toBeInTheDocument();
  answer.resolve(page([post(1)]));
  expect(await screen.findByRole('article', { name: '배움이1님의 게시글' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: '게시글을 불러오는 중' })).not.toBeInTheDocument();
});

it('loads the next page with 더 보기 and appends it', async () => {
  server().on('GET', '/squareWith_friend/1', page([post(1), post(2)], 1, 2));
  server().on('GET', '/squareWith_friend/2', page([post(2), post(3)], 2, 2));
  renderAt('/community');
  await screen.findByRole('article', { name: '배움이1님의 게시글' });

  await userEvent.click(screen.getByRole('button', { name: '더 보기' }));

  expect(await screen.findByRole('article', { name: '배움이3님의 게시글' })).toBeInTheDocument();
  // Post 2 came again on page 2 (the feed moved); it is shown once.
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
    '배움이1님의 게시글',
    '배움이2님의 게시글',
    '배움이3님의 게시글',
  ]);
  expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  expect(server().requests.map((r) => r.pathname)).toEqual([
    '/squareWith_friend/1',
    '/squareWith_friend/2',
  ]);
});

it('loads the next page by itself as the end of the list comes near', async () => {
  const io = installMockIntersectionObserver();
  const showAll = () =>
    io.observers.forEach((o) => [...o.elements].forEach((el) => io.setVisible(el, true)));
  try {
    server().on('GET', '/squareWith_friend/1', page([post(1), post(2)], 1, 2));
    server().on('GET', '/squareWith_friend/2', page([post(3)], 2, 2));
    renderAt('/community');
    await screen.findByRole('article', { name: '배움이2님의 게시글' });
    expect(screen.queryByRole('article', { name: '배움이3님의 게시글' })).not.toBeInTheDocument();
    act(() => showAll());
    expect(await screen.findByRole('article', { name: '배움이3님의 게시글' })).toBeInTheDocument();
    // The last page: nothing more is asked for, however often the end shows.
    act(() => showAll());
    expect(
      server().requests.filter((r) => r.pathname.startsWith('/squareWith_friend')),
    ).toHaveLength(2);
  } finally {
    io.restore();
  }
});

it('keeps the posts when the next page fails, and 다시 시도 loads it', async () => {
  server().on('GET', '/squareWith_friend/1', page([post(1)], 1, 2));
  server().on('GET', '/squareWith_friend/2', failure);
  renderAt('/community');
  await userEvent.click(await screen.findByRole('button', { name: '더 보기' }));

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('다음 게시글을 불러오지 못했어요.')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: '배움이1님의 게시글' })).toBeInTheDocument();

  server().on('GET', '/squareWith_friend/2', page([post(2)], 2, 2));
  await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('article', { name: '배움이2님의 게시글' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says so when the feed is empty', async () => {
  server().on('GET', '/squareWith_friend/1', page([], 1, 0));
  renderAt('/community');
  expect(await screen.findByText('아직 올라온 게시글이 없어요')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

it('shows a Korean error, and 다시 시도 recovers', async () => {
  server().on('GET', '/squareWith_friend/1', failure);
  renderAt('/community');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('게시글을 불러오지 못했어요')).toBeInTheDocument();

  server().on('GET', '/squareWith_friend/1', page([post(1)]));
  await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('article', { name: '배움이1님의 게시글' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("shows the coach badge on a coach's avatar", async () => {
  server().on('GET', '/squareWith_friend/1', page([post(1, { coach_yn: 'Y' }), post(2)]));
  renderAt('/community');
  const byCoach = await screen.findByRole('article', { name: '배움이1님의 게시글' });
  expect(within(byCoach).getByRole('img', { name: '코치' })).toBeInTheDocument();
  const byLearner = screen.getByRole('article', { name: '배움이2님의 게시글' });
  expect(within(byLearner).queryByRole('img', { name: '코치' })).not.toBeInTheDocument();
});

it('hides the content of a post by a blocked user', async () => {
  server().on(
    'GET',
    '/squareWith_friend/1',
    page([post(1, { block_flag: 'Y', content: '보이면 안 되는 글' })]),
  );
  renderAt('/community');
  const article = await screen.findByRole('article', { name: '배움이1님의 게시글' });
  expect(within(article).getByText('차단한 사용자의 게시글이에요.')).toBeInTheDocument();
  expect(within(article).queryByText('보이면 안 되는 글')).not.toBeInTheDocument();
});

it('keeps the section in the address and loads that section', async () => {
  server().on('GET', '/squareWith_friend/1', (request) =>
    page([post(request.query.get('section') === 'question' ? 7 : 1)]),
  );
  renderAt('/community?section=question');
  expect(await screen.findByRole('article', { name: '배움이7님의 게시글' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '질문' })).toHaveAttribute('aria-current', 'page');
  expect(server().requests.at(-1)?.query.get('section')).toBe('question');
});

it('opens a post from the feed', async () => {
  server().on('GET', '/squareWith_friend/1', page([post(1, { content: '자세히 볼 글' })]));
  renderAt('/community');
  expect(await screen.findByRole('link', { name: '자세히 볼 글' })).toHaveAttribute(
    'href',
    '/community/1',
  );
});

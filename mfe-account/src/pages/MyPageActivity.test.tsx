/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// /my and /my/reviews against the reference API (MyPage.test.tsx covers log-out on a stub server).
import { screen, within } from '@testing-library/react';
import {
  clearToken,
  fetchMyReviews,
  fetchRecentClasses,
  fetchUserSubInfo,
  formatNumber,
} from '@baeum/shared';
import { COACH, signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { seededLearner, storeWith } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

const n = (value: number | undefined) => formatNumber(value ?? 0) || '0';

describe('/my', () => {
  it('shows the level and the counts of profile_app, each a link to its screen', async () => {
    const user = await signIn(seededLearner(320));
    const sub = await fetchUserSubInfo();
    renderApp('/my', storeWith(user));

    expect(await screen.findByText(`${sub.level_info.level_name} 레벨`)).toBeInTheDocument();
    const counts = screen.getByRole('navigation', { name: '나의 활동' });
    const expected: Array<[string, string, number | undefined]> = [
      ['포인트', '/my/points', sub.total_point],
      ['쿠폰', '/my/points', sub.coupon_cnt],
      ['찜', '/my/bookmarks', sub.bookmark_cnt],
      ['후기', '/my/reviews', sub.review_cnt],
      ['팔로잉', '/my/following', sub.follow_cnt],
      ['팔로워', '/my/followers', sub.follower_cnt],
    ];
    for (const [label, href, value] of expected) {
      expect(within(counts).getByRole('link', { name: `${label} ${n(value)}` })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  it('links to notices, push settings, the coach application (learners), withdrawal, and offers 로그아웃', async () => {
    const user = await signInLearner();
    renderApp('/my', storeWith(user));
    const menu = await screen.findByRole('navigation', { name: '메뉴' });
    for (const [name, href] of [
      ['알림', '/my/notifications'],
      ['포인트·쿠폰', '/my/points'],
      ['찜한 클래스', '/my/bookmarks'],
      ['최근 본 클래스', '/my/recent'],
      ['팔로잉·팔로워', '/my/following'],
      ['차단한 회원', '/my/blocked'],
      ['공지사항', '/notices'],
      ['설정', '/settings'],
      ['코치 지원하기', '/coach/apply'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원 탈퇴' })).toHaveAttribute('href', '/withdrawal');
  });

  it('offers a coach no coach application', async () => {
    const coach = await signIn(COACH);
    renderApp('/my', storeWith(coach));
    const menu = await screen.findByRole('navigation', { name: '메뉴' });
    expect(within(menu).queryByRole('link', { name: '코치 지원하기' })).toBeNull();
    expect(screen.getByRole('img', { name: '코치' })).toBeInTheDocument();
  });

  it('shows the latest viewed classes with a link to all of them', async () => {
    const user = await signIn(seededLearner(100));
    const recent = await fetchRecentClasses(user.id!, { limit: 4 });
    renderApp('/my', storeWith(user));
    const list = await screen.findByRole('list', { name: '최근 본 클래스' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(recent.map((c) => c.class_name));
    expect(screen.getByRole('link', { name: '최근 본 클래스 전체 보기' })).toHaveAttribute(
      'href',
      '/my/recent',
    );
    expect(screen.getByRole('link', { name: '찜한 클래스 전체 보기' })).toHaveAttribute(
      'href',
      '/my/bookmarks',
    );
  });

  it('keeps the page when the counts cannot be loaded, and says so with 다시 시도', async () => {
    const user = await signInLearner();
    clearToken(); // every call of this page now fails
    // The user-data call only logs its failure (spec §8).
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/my', storeWith(user));
    expect(await screen.findByText('활동 정보를 불러오지 못했어요')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: '김배움님, 안녕하세요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '활동 정보 다시 불러오기' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: '최근 본 클래스 다시 불러오기' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '메뉴' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: '수강 중인 클래스 다시 불러오기' }),
    ).toBeInTheDocument();
    log.mockRestore();
  });
});

describe('/my/reviews', () => {
  it("lists the member's reviews, each leading to its class's reviews", async () => {
    const user = await signInLearner();
    const { reviewed_list: written } = await fetchMyReviews();
    expect(written.length).toBeGreaterThan(0);
    renderApp('/my/reviews', storeWith(user));
    const list = await screen.findByRole('list', { name: '작성한 후기 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(written.length);
    const first = written[0]!;
    expect(within(list).getAllByRole('link', { name: first.class_name })[0]).toHaveAttribute(
      'href',
      `/class/${first.class_id}/review`,
    );
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Every typed function against a real local server: its method, its path on the right
// server, and its payload encoding (form where the spec says form, JSON elsewhere).
import * as account from './account';
import * as category from './category';
import * as classes from './class';
import * as feed from './feed';
import * as notify from './notify';
import * as recommend from './recommend';
import * as review from './review';
import * as search from './search';
import * as service from './service';
import * as studio from './studio';
import * as tracking from './tracking';
import * as user from './user';
import * as profile from './profile';
import * as points from './points';
import * as social from './social';
import * as company from './company';
import * as payment from './payment';
import type { RecordedRequest } from './testing/server';
import { useTestServer } from './testing/setup';

const server = useTestServer();

type Encoding = 'none' | 'json' | 'form' | 'multipart';

interface Case {
  call: () => Promise<unknown>;
  method: string;
  /** Path as the reference server sees it (recommendation under /rec, business under /biz). */
  path: string;
  query?: Record<string, string>;
  encoding: Encoding;
  body?: Record<string, unknown>;
}

function encodingOf(request: RecordedRequest): Encoding {
  const type = request.headers['content-type'] ?? '';
  if (!request.body) return 'none';
  if (type.startsWith('application/json')) return 'json';
  if (type.startsWith('application/x-www-form-urlencoded')) return 'form';
  if (type.startsWith('multipart/form-data')) return 'multipart';
  return 'none';
}

function bodyOf(request: RecordedRequest, encoding: Encoding): Record<string, unknown> | undefined {
  if (encoding === 'json') return JSON.parse(request.body) as Record<string, unknown>;
  if (encoding === 'form') return Object.fromEntries(new URLSearchParams(request.body));
  return undefined;
}

const record = tracking.createVisitorRecord({
  uuid: 'u-1',
  sessionId: 's-1',
  classInfo: { recommend: [1] },
});

const cases: Record<string, Case[]> = {
  feed: [
    {
      call: () => feed.fetchFeed(2, 'friend'),
      method: 'GET',
      path: '/squareWith_friend/2',
      query: { section: 'friend' },
      encoding: 'none',
    },
    {
      call: () => feed.fetchFeedDetail(5),
      method: 'GET',
      path: '/squareDetail/5',
      encoding: 'none',
    },
    {
      call: () => feed.fetchFeedReplies(5, 3),
      method: 'GET',
      path: '/squareDetail_comment/5/3',
      encoding: 'none',
    },
    {
      call: () => feed.reportFeed(5),
      method: 'POST',
      path: '/poorFeed/5',
      encoding: 'json',
      body: { poor_flag: 'Y' },
    },
    {
      call: () => feed.reportFeed(5, true, 'spam: 광고 글'),
      method: 'POST',
      path: '/poorFeed/5',
      encoding: 'json',
      body: { poor_flag: 'Y', reason: 'spam: 광고 글' },
    },
    {
      call: () => feed.reportFeed(5, false),
      method: 'POST',
      path: '/poorFeed/5',
      encoding: 'json',
      body: { poor_flag: 'N' },
    },
    {
      call: () => feed.likeFeed(5, 'comment'),
      method: 'POST',
      path: '/squareLike',
      encoding: 'json',
      body: { comment_id: 5, type: 'comment' },
    },
    {
      call: () => feed.saveComment(5, { content: '좋아요' }),
      method: 'POST',
      path: '/squareComment/5',
      encoding: 'form',
      body: { content: '좋아요' },
    },
    {
      call: () =>
        feed.saveComment(5, {
          type: 'update',
          reply_id: 8,
          content: '고쳤어요',
          photo_list: ['/images/uploads/a'],
        }),
      method: 'POST',
      path: '/squareComment/5',
      encoding: 'form',
      body: {
        type: 'update',
        reply_id: '8',
        content: '고쳤어요',
        photo_list: '["/images/uploads/a"]',
      },
    },
    {
      call: () => feed.deleteComment(5),
      method: 'POST',
      path: '/squareComment/5',
      encoding: 'form',
      body: { type: 'delete' },
    },
    {
      call: () => feed.createFeedPost({ content: '첫 글', section: 'question' }),
      method: 'POST',
      path: '/app_comment',
      encoding: 'form',
      body: { content: '첫 글', section: 'question' },
    },
    {
      call: () => feed.updateFeedPost(5, { content: '고친 글' }),
      method: 'POST',
      path: '/app_comment',
      encoding: 'form',
      body: { content: '고친 글', comment_id: '5' },
    },
  ],
  recommend: [
    {
      call: () => recommend.fetchNextClassRecommendations(7, 3),
      method: 'GET',
      path: '/rec/recom/secondclass/7/3',
      encoding: 'none',
    },
    {
      call: () => recommend.fetchUserRecommendations(7),
      method: 'GET',
      path: '/rec/recom/7',
      encoding: 'none',
    },
    {
      call: () => recommend.fetchKeywordRecommendations(7),
      method: 'GET',
      path: '/rec/recom/keyword-base/7',
      encoding: 'none',
    },
    {
      call: () => recommend.fetchKeywordRecommendations(),
      method: 'GET',
      path: '/rec/recom/keyword-base',
      encoding: 'none',
    },
    {
      call: () => recommend.fetchMainRecommendations(7),
      method: 'GET',
      path: '/rec/recom/main/7',
      encoding: 'none',
    },
    {
      call: () => recommend.fetchMainRecommendations(null),
      method: 'GET',
      path: '/rec/recom/main',
      encoding: 'none',
    },
    {
      call: () => recommend.fetchEventRecommendations(7),
      method: 'GET',
      path: '/rec/recom/event-base/7',
      encoding: 'none',
    },
    {
      call: () => recommend.fetchEventRecommendations(),
      method: 'GET',
      path: '/rec/recom/event-base',
      encoding: 'none',
    },
  ],
  category: [
    { call: () => category.fetchCategories(), method: 'GET', path: '/category', encoding: 'none' },
    {
      call: () => category.fetchSubCategories(4),
      method: 'GET',
      path: '/category',
      query: { category: '4' },
      encoding: 'none',
    },
    {
      call: () =>
        category.fetchCategoryClasses({
          category: 4,
          subCategory: 41,
          sortItem: 'signup_cnt',
          order: 'desc',
          skip: 20,
          limit: 20,
        }),
      method: 'GET',
      path: '/category/class',
      query: {
        category: '4',
        sub_category: '41',
        sort_item: 'signup_cnt',
        order: 'desc',
        skip: '20',
        limit: '20',
      },
      encoding: 'none',
    },
  ],
  search: [
    {
      call: () => search.searchClasses({ keyword: '요가', start: 0, end: 20, userId: 7 }),
      method: 'POST',
      path: '/rec/api/v2/class/search/7',
      encoding: 'json',
      body: { keyword: '요가', order: 'match_score', start: 0, end: 20 },
    },
    {
      call: () =>
        search.searchClasses({ keyword: '요가', order: 'signup_cnt', start: 20, end: 40 }),
      method: 'POST',
      path: '/rec/api/v2/class/search',
      encoding: 'json',
      body: { keyword: '요가', order: 'signup_cnt', start: 20, end: 40 },
    },
    {
      call: () => search.fetchRecentKeywords(7),
      method: 'GET',
      path: '/rec/api/v1/log/search/7',
      encoding: 'none',
    },
    {
      call: () => search.removeRecentKeyword(7, 3),
      method: 'DELETE',
      path: '/rec/api/v1/log/search/7/3',
      encoding: 'none',
    },
    {
      call: () => search.clearRecentKeywords(7),
      method: 'DELETE',
      path: '/rec/api/v1/log/search/7',
      encoding: 'none',
    },
    {
      call: () => search.fetchSuggestions('요'),
      method: 'POST',
      path: '/rec/api/v1/class/search_suggest',
      encoding: 'json',
      body: { keyword: '요' },
    },
    {
      call: () => search.fetchSearchRank(),
      method: 'GET',
      path: '/rec/api/v1/search_rank',
      encoding: 'none',
    },
  ],
  notify: [
    {
      call: () => notify.fetchNotifications(2),
      method: 'GET',
      path: '/api/v3/notify/2',
      encoding: 'none',
    },
    {
      call: () => notify.readNotification(9),
      method: 'POST',
      path: '/api/v3/notify/9',
      encoding: 'none',
    },
    {
      call: () => notify.deleteNotification(9),
      method: 'POST',
      path: '/api/v3/notify/9',
      encoding: 'form',
      body: { type: 'delete' },
    },
    {
      call: () => notify.readAllNotifications(),
      method: 'POST',
      path: '/api/v3/notify/all',
      encoding: 'none',
    },
    {
      call: () => notify.deleteAllNotifications(),
      method: 'POST',
      path: '/api/v3/notify/all_delete',
      encoding: 'none',
    },
    { call: () => notify.fetchNewsCount(), method: 'GET', path: '/newsCount', encoding: 'none' },
    {
      call: () => notify.fetchNotifyTicket(),
      method: 'POST',
      path: '/api/v3/notify/ticket',
      encoding: 'none',
    },
  ],
  tracking: [
    {
      call: () => tracking.sendVisitorRecord(record),
      method: 'POST',
      path: '/new/classu/web',
      encoding: 'json',
      body: tracking.toVisitorPayload(record) as unknown as Record<string, unknown>,
    },
    {
      call: () => tracking.fetchVisitorRecords({ sessionId: 's-1', uuid: 'u-1' }),
      method: 'GET',
      path: '/new/classu/web',
      query: { sessionId: 's-1', uuid: 'u-1' },
      encoding: 'none',
    },
  ],
  user: [
    { call: () => user.fetchCurrentUser(), method: 'GET', path: '/new/user/me', encoding: 'none' },
    { call: () => user.fetchUserData(), method: 'GET', path: '/new/user/data', encoding: 'none' },
    {
      call: () => profile.fetchProfile(7, 2),
      method: 'GET',
      path: '/interested/profile/7/2',
      encoding: 'none',
    },
    {
      call: () => profile.fetchEditProfile(),
      method: 'GET',
      path: '/profile_edit',
      encoding: 'none',
    },
    {
      call: () =>
        profile.updateProfile(7, {
          nickname: '배움이',
          photo: '/images/p.svg',
          profile_comment: '안녕하세요',
        }),
      method: 'PUT',
      path: '/new/v2/api/user',
      query: { user_id: '7', community_id: '0' },
      encoding: 'json',
      body: { nickname: '배움이', photo: '/images/p.svg', profile_comment: '안녕하세요' },
    },
    {
      call: () =>
        profile.updateContact(7, {
          phone: '010-1234-5678',
          kakako_id: 'baeum',
          living_abroad: false,
        }),
      method: 'POST',
      path: '/coach/7',
      encoding: 'json',
      body: { phone: '010-1234-5678', kakako_id: 'baeum', living_abroad: 'N' },
    },
    {
      call: () => profile.updateEmail('me@example.kr'),
      method: 'POST',
      path: '/user',
      encoding: 'json',
      body: { email: 'me@example.kr' },
    },
    { call: () => user.fetchUserSubInfo(), method: 'GET', path: '/profile_app', encoding: 'none' },
    {
      call: () => user.fetchPushSettings(),
      method: 'GET',
      path: '/push_settings',
      encoding: 'none',
    },
    {
      call: () => user.updatePushSettings({ chat: true, reply: false }),
      method: 'PUT',
      path: '/push_settings',
      encoding: 'json',
      body: { chat: true, reply: false },
    },
    { call: () => points.fetchPoints(2), method: 'GET', path: '/coin_point/2', encoding: 'none' },
    {
      call: () => social.fetchFollowing(7),
      method: 'GET',
      path: '/following/7',
      query: { page: '1', limit_no: '20' },
      encoding: 'none',
    },
    {
      call: () => social.fetchFollowers(7, { page: 2 }),
      method: 'GET',
      path: '/follower/7',
      query: { page: '2', limit_no: '20' },
      encoding: 'none',
    },
    {
      call: () => social.fetchBlockedUsers(),
      method: 'GET',
      path: '/poor',
      query: { page: '1', limit_no: '20' },
      encoding: 'none',
    },
    { call: () => social.follow(7), method: 'POST', path: '/friend/7', encoding: 'none' },
    {
      call: () => social.unfollow(7),
      method: 'POST',
      path: '/friend/7',
      encoding: 'form',
      body: { mode: 'delete' },
    },
    { call: () => social.block(7), method: 'POST', path: '/poorUser/7', encoding: 'none' },
    {
      call: () => social.unblock(7),
      method: 'POST',
      path: '/poorUser/7',
      encoding: 'form',
      body: { mode: 'delete' },
    },
    {
      call: () => social.reportUser(7, 'spam: 광고만 올려요'),
      method: 'POST',
      path: '/reportUser/7',
      encoding: 'form',
      body: { reason: 'spam: 광고만 올려요' },
    },
    {
      call: () => company.fetchCompany(7),
      method: 'GET',
      path: '/biz/users/biz/user/compulsory',
      query: { userId: '7' },
      encoding: 'none',
    },
    {
      call: () => company.checkBizUser(7),
      method: 'GET',
      path: '/biz/users/check',
      query: { userId: '7' },
      encoding: 'none',
    },
  ],
  account: [
    {
      call: () => account.login('010-1234-5678', 'baeum1234!'),
      method: 'POST',
      path: '/login/Auth',
      encoding: 'form',
      body: { user_id: '010-1234-5678', passwd: 'baeum1234!' },
    },
    {
      call: () => account.fetchStartupToken(),
      method: 'GET',
      path: '/new/auth/token',
      encoding: 'none',
    },
    { call: () => account.logout(), method: 'POST', path: '/new/auth/logout', encoding: 'none' },
    {
      call: () => account.logoutEverywhere(),
      method: 'POST',
      path: '/new/auth/logout_all',
      encoding: 'none',
    },
    {
      call: () => account.sendSmsCode('01012345678'),
      method: 'POST',
      path: '/ajaxSendAuth',
      encoding: 'form',
      body: { phone: '01012345678' },
    },
    {
      call: () => account.checkSmsCode('01012345678', '123456'),
      method: 'POST',
      path: '/ajaxSmsAuth',
      encoding: 'form',
      body: { hpno: '01012345678', authno: '123456' },
    },
    {
      call: () =>
        account.registerMember({ phone: '01012345678', passwd: 'pw123456!', user_name: '김배움' }),
      method: 'POST',
      path: '/new/user_register',
      encoding: 'json',
      body: { phone: '01012345678', passwd: 'pw123456!', user_name: '김배움' },
    },
    {
      call: () => account.findPassword('01012345678'),
      method: 'POST',
      path: '/biz/reset_password',
      encoding: 'form',
      body: { phone: '01012345678' },
    },
    {
      call: () => account.fetchWithdrawalCheck(),
      method: 'GET',
      path: '/withdrawal_check',
      encoding: 'none',
    },
    {
      call: () => account.withdraw('시간이 없어요'),
      method: 'POST',
      path: '/withdrawal',
      encoding: 'json',
      body: { reason: '시간이 없어요' },
    },
    {
      call: () => account.fetchDevSmsCode('01012345678'),
      method: 'GET',
      path: '/dev/sms/last',
      query: { phone: '01012345678' },
      encoding: 'none',
    },
  ],
  service: [
    {
      call: () => service.fetchServiceInfo(),
      method: 'GET',
      path: '/pilot/appMainWeb',
      encoding: 'none',
    },
    { call: () => service.fetchAppMain(), method: 'GET', path: '/pilot/appMain', encoding: 'none' },
    { call: () => service.fetchEvent(2), method: 'GET', path: '/event/2', encoding: 'none' },
    {
      call: () => service.fetchNotices(2),
      method: 'GET',
      path: '/notice',
      query: { page: '2' },
      encoding: 'none',
    },
    {
      call: () => service.redeemCoupon('WELCOME2026'),
      method: 'POST',
      path: '/service_code_use/WELCOME2026',
      encoding: 'none',
    },
    {
      call: () => service.fetchProductKey(),
      method: 'GET',
      path: '/product_key',
      encoding: 'none',
    },
    {
      call: () => service.requestDiscount({ class_id: 3 }),
      method: 'POST',
      path: '/biz/discount',
      encoding: 'json',
      body: { class_id: 3 },
    },
    {
      call: () => service.registerStoreCustomer({ class_id: 3, phone: '01012345678' }),
      method: 'POST',
      path: '/trainer/customer/storeRegister',
      encoding: 'form',
      body: { class_id: '3', phone: '01012345678' },
    },
  ],
  studio: [
    {
      call: () => studio.fetchStudioDashboard(),
      method: 'GET',
      path: '/studio/dashboard',
      encoding: 'none',
    },
    {
      call: () => studio.fetchStudioFeedback(3),
      method: 'GET',
      path: '/studio/feedback/3',
      encoding: 'none',
    },
    {
      call: () => studio.replyToReview(11, '감사합니다'),
      method: 'POST',
      path: '/studio/review/11/reply',
      encoding: 'json',
      body: { content: '감사합니다' },
    },
    {
      call: () => studio.fetchStudioClassReviews(3, 'low', 2),
      method: 'GET',
      path: '/studio/class/3/reviews',
      query: { filter: 'low', page: '2' },
      encoding: 'none',
    },
  ],
  payment: [
    {
      call: () =>
        payment.payForClass({
          class_id: 3,
          idempotency_key: 'k-0123456789abcdef',
          card_number: '4242424242424242',
        }),
      method: 'POST',
      path: '/payment/test',
      encoding: 'json',
      body: { class_id: 3, idempotency_key: 'k-0123456789abcdef', card_number: '4242424242424242' },
    },
    { call: () => payment.fetchReceipt(9), method: 'GET', path: '/payment/9', encoding: 'none' },
  ],
  review: [
    {
      call: () => review.fetchClassReviews(3, 2),
      method: 'GET',
      path: '/review/class/3/2',
      encoding: 'none',
    },
    { call: () => review.fetchMyReviews(), method: 'GET', path: '/review/my', encoding: 'none' },
    { call: () => review.fetchReview(11), method: 'GET', path: '/review/11', encoding: 'none' },
    {
      call: () => review.createReview(3, { score: 5, pros_content: '설명이 쉬워요' }),
      method: 'POST',
      path: '/review/class/3',
      encoding: 'json',
      body: { score: 5, pros_content: '설명이 쉬워요' },
    },
    {
      call: () => review.updateReview(11, { score: 4 }),
      method: 'PUT',
      path: '/review/11',
      encoding: 'json',
      body: { score: 4 },
    },
  ],
  class: [
    {
      call: () => classes.fetchClassSummary(3),
      method: 'GET',
      path: '/class-summary',
      query: { class_id: '3' },
      encoding: 'none',
    },
    {
      call: () => classes.fetchRecentClasses(7),
      method: 'GET',
      path: '/log/view-class/7',
      encoding: 'none',
    },
    {
      call: () => classes.fetchBookmarks(7),
      method: 'GET',
      path: '/log/wishlist-class/7',
      query: { skip: '0', limit: '20' },
      encoding: 'none',
    },
    {
      call: () => classes.toggleBookmark(3, 'add'),
      method: 'POST',
      path: '/have/3',
      encoding: 'form',
      body: { mode: 'add' },
    },
    {
      call: () => classes.toggleBookmark(3, 'remove'),
      method: 'POST',
      path: '/have/3',
      encoding: 'form',
      body: { mode: 'remove' },
    },
  ],
};

describe.each(Object.entries(cases))('%s endpoints', (_domain, domainCases) => {
  it.each(domainCases.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', async (_name, c) => {
    server().on(c.method, c.path, { body: { code: 200, data: { token: 't', code: '123456' } } });
    await c.call();
    const request = server().requests.find((r) => r.method === c.method && r.pathname === c.path);
    expect(request).toBeDefined();
    if (!request) return;
    expect(Object.fromEntries(request.query)).toEqual(c.query ?? {});
    const encoding = encodingOf(request);
    expect(encoding).toBe(c.encoding);
    if (c.body) expect(bodyOf(request, encoding)).toEqual(c.body);
  });
});

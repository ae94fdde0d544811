// The server data that more than one package reads or refreshes (README "Data"): one
// queryOptions() factory per answer, so the shell and every remote name the same cache entry.
// A package's own answers stay in its `queries.ts`; these are the shared ones.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchFeed, fetchFeedDetail, fetchFeedReplies } from '../api/feed';
import type { FeedPageWire, FeedSection } from '../api/feed';
import { fetchNewsCount, fetchNotifications } from '../api/notify';
import type { NewsCount, NotificationPageWire } from '../api/notify';
import { fetchProfile } from '../api/profile';
import type { ProfileWire } from '../api/profile';
import { fetchAppMain, fetchServiceInfo } from '../api/service';

/** The next page of a paged answer (`page` of `total_page`), or none. */
function nextPage(last: { page?: number; total_page?: number }): number | undefined {
  return (last.page ?? 1) < (last.total_page ?? 1) ? (last.page ?? 1) + 1 : undefined;
}

/** The service info: the home banners (mfe-search) and the footer (shell) share one request. */
export const serviceQueries = {
  /** Service info and banners of the web (`pilot/appMainWeb`). */
  info: () => queryOptions({ queryKey: ['service', 'info'], queryFn: fetchServiceInfo }),
  /** The app's variant, with the events (`pilot/appMain`). */
  appMain: () => queryOptions({ queryKey: ['service', 'appMain'], queryFn: fetchAppMain }),
};

/**
 * Someone's profile (mfe-account's page, mfe-community's report form), and their posts page by
 * page. Everything of one member starts with ['profile', userId]: invalidating `one(id).queryKey`
 * refreshes the posts too.
 */
export const profileQueries = {
  one: (userId: number | null) =>
    queryOptions({
      queryKey: ['profile', userId],
      queryFn: () => fetchProfile(userId!, 1),
      enabled: userId !== null,
    }),
  posts: (userId: number) =>
    infiniteQueryOptions({
      queryKey: ['profile', userId, 'posts'],
      queryFn: ({ pageParam }) => fetchProfile(userId, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last: ProfileWire) => nextPage(last),
    }),
};

/**
 * The community feed. Every cached piece lives under ['feed']: the lists (infinite pages of
 * posts), each post, and each post's replies (infinite pages).
 */
export const feedQueries = {
  /** Everything of the feed (a report hides a post from every list and page). */
  all: ['feed'] as const,
  /** Every section's list (a new post goes to the top of them). */
  lists: ['feed', 'list'] as const,
  /** One section's posts, page by page (spec §9: the list fetch on load asks for page 1). */
  list: (section: FeedSection) =>
    infiniteQueryOptions({
      queryKey: ['feed', 'list', section],
      queryFn: ({ pageParam }) => fetchFeed(pageParam, section === 'all' ? undefined : section),
      initialPageParam: 1,
      getNextPageParam: (last: FeedPageWire) => nextPage(last),
    }),
  /** One post; none is asked for id 0. */
  post: (id: number) =>
    queryOptions({
      queryKey: ['feed', 'post', id],
      queryFn: () => fetchFeedDetail(id),
      enabled: id > 0,
    }),
  /** One post's replies, page by page. */
  replies: (id: number) =>
    infiniteQueryOptions({
      queryKey: ['feed', 'post', id, 'replies'],
      queryFn: ({ pageParam }) => fetchFeedReplies(id, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last: FeedPageWire) => nextPage(last),
    }),
};

/**
 * The class pages' data (mfe-class) starts with ['class']: what a payment or a refund elsewhere
 * (mfe-account) marks out of date. mfe-class's own factories extend these.
 */
export const classQueries = {
  all: ['class'] as const,
  /** Every viewer's summary of every class (a payment changes pay_yn). */
  summaries: ['class', 'summary'] as const,
  /** Every user's taken classes (a payment adds one). */
  myClasses: ['class', 'my-classes'] as const,
};

/**
 * The signed-in member's notifications (mfe-account's page) and unread counts (the shell's
 * badge). Everything of one member starts with ['notifications', userId], so the next person
 * who signs in on the same page never sees them. A page's answer carries the unread count over
 * all pages: it refreshes the badge's count when that is cached.
 */
export const notificationQueries = {
  all: (userId: number) => ['notifications', userId] as const,
  /** The unread chat and news counts (`newsCount`); the badge shows news_unread_count. */
  count: (userId: number) =>
    queryOptions({ queryKey: ['notifications', userId, 'count'], queryFn: fetchNewsCount }),
  /** Page by page from 1 (spec §9), entries below push_type 0 left out (fetchNotifications). */
  list: (userId: number) =>
    infiniteQueryOptions({
      queryKey: ['notifications', userId, 'list'],
      queryFn: async ({ pageParam, client }) => {
        const page = await fetchNotifications(pageParam);
        const unread = page.unread_count;
        if (typeof unread === 'number') {
          client.setQueryData<NewsCount>(
            notificationQueries.count(userId).queryKey,
            (old) => old && { ...old, news_unread_count: unread },
          );
        }
        return page;
      },
      initialPageParam: 1,
      getNextPageParam: (last: NotificationPageWire) => nextPage(last),
    }),
};

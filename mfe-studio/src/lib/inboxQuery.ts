import { fetchStudioInbox } from '@baeum/shared';

/** The coach's queue of unanswered reviews: read by the inbox and by the nav's count. */
export const inboxKey = ['studio', 'inbox'] as const;
export const inboxQuery = { queryKey: inboxKey, queryFn: () => fetchStudioInbox(1) };

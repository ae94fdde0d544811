import { useQuery } from '@baeum/shared';
import type { NoticeWire, Paged } from '@baeum/shared';
import { noticesQuery } from '../queries';

export type NoticesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: Paged<NoticeWire> };

/** One page of `GET notice?page` (the page number lives in the URL), through the one query cache. */
export function useNotices(page: number): { state: NoticesState; retry: () => void } {
  const query = useQuery(noticesQuery(page));
  const state: NoticesState = query.data
    ? { status: 'ready', page: query.data }
    : query.isError
      ? { status: 'failed' }
      : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}

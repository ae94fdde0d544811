import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchFeed } from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';

export type FeedStatus = 'loading' | 'error' | 'ready';

export interface FeedState {
  status: FeedStatus;
  posts: FeedItemWire[];
  /** The last page loaded (0 before the first answer). */
  page: number;
  totalPage: number;
  loadingMore: boolean;
  /** The next page failed; the posts already shown stay. */
  moreFailed: boolean;
}

const initial: FeedState = { status: 'loading', posts: [], page: 0, totalPage: 0, loadingMore: false, moreFailed: false };

/** Posts can shift between pages while a user reads; never show one twice. */
function appendNew(current: FeedItemWire[], next: FeedItemWire[]): FeedItemWire[] {
  const seen = new Set(current.map((post) => post.comment_id));
  return [...current, ...next.filter((post) => !seen.has(post.comment_id))];
}

/** The community feed, page by page (spec §9: the list fetch on load asks for page 1). */
export function useFeed() {
  const [state, setState] = useState<FeedState>(initial);
  const [attempt, setAttempt] = useState(0);
  // Next-page answers belong to the first page they followed; see the effect.
  const generation = useRef(0);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    // A new first page makes every next-page answer still on its way stale.
    generation.current++;
    let current = true;
    setState(initial);
    fetchFeed(1).then(
      (answer) => {
        if (!current) return;
        setState({
          status: 'ready',
          posts: answer.list ?? [],
          page: answer.page ?? 1,
          totalPage: answer.total_page ?? 1,
          loadingMore: false,
          moreFailed: false,
        });
      },
      () => {
        if (current) setState({ ...initial, status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(() => {
    const { status, page, totalPage, loadingMore } = stateRef.current;
    if (status !== 'ready' || loadingMore || page >= totalPage) return;
    const mine = generation.current;
    const nextPage = page + 1;
    // Marked at once, so a double tap never asks for the same page twice.
    stateRef.current = { ...stateRef.current, loadingMore: true };
    setState((current) => ({ ...current, loadingMore: true, moreFailed: false }));
    fetchFeed(nextPage).then(
      (answer) => {
        if (generation.current !== mine) return;
        setState((current) => ({
          ...current,
          posts: appendNew(current.posts, answer.list ?? []),
          page: answer.page ?? nextPage,
          totalPage: answer.total_page ?? current.totalPage,
          loadingMore: false,
        }));
      },
      () => {
        if (generation.current === mine) setState((current) => ({ ...current, loadingMore: false, moreFailed: true }));
      },
    );
  }, []);

  const hasMore = state.status === 'ready' && state.page < state.totalPage;
  return { ...state, hasMore, retry, loadMore };
}

import { useCallback, useEffect, useState } from 'react';
import { fetchNotices } from '@baeum/shared';
import type { NoticeWire, Paged } from '@baeum/shared';

export type NoticesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: Paged<NoticeWire> };

/** One page of `GET notice?page` (the page number lives in the URL). */
export function useNotices(page: number): { state: NoticesState; retry: () => void } {
  const [state, setState] = useState<NoticesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchNotices(page).then(
      (answer) => live && setState({ status: 'ready', page: answer }),
      (error: unknown) => {
        console.error('[mfe-account] notices', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [page, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

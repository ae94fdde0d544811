import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Keeps `page` in the URL in step with the pages loaded (replacing the entry, so scrolling
 * adds no history): a reload or a shared link shows as many classes again.
 */
export function usePageParam(pages: number): void {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get('page');
  useEffect(() => {
    if (pages < 1) return;
    const wanted = pages > 1 ? String(pages) : null;
    if (wanted === inUrl) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (wanted) next.set('page', wanted);
        else next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [inUrl, pages, setParams]);
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Avatar,
  Button,
  EmptyState,
  Skeleton,
  TextField,
  formatKstDate,
  formatNumber,
  useQuery,
} from '@baeum/shared';
import { LoadProblem } from '../../../components/LoadProblem';
import { learnersQuery } from '../queries';
import { messages } from '../../../messages';
import styles from './Learners.module.scss';

const t = messages.learners;

/**
 * A class's enrolled learners (nickname, enrolled on, progress as the classroom counts it, last
 * studied), newest first, 20 a page; searched by nickname. The search and page are in the URL.
 */
export function LearnerList({ classId }: { classId: number }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const query = useQuery(learnersQuery(classId, q, page));
  const go = (next: { q?: string; page?: number }) => {
    const p = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) p.set('q', nq);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim(), page: 1 });
  };

  if (query.isError && !query.data)
    return (
      <LoadProblem error={query.error} title={t.loadError} onRetry={() => void query.refetch()} />
    );
  const data = query.data;
  return (
    <div className={styles.learners}>
      <form className={styles.search} role="search" onSubmit={search}>
        <TextField
          label={t.search}
          hideLabel
          type="search"
          maxLength={20}
          placeholder={t.searchPlaceholder}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t.searchAction}
        </Button>
      </form>
      {!data ? (
        <div role="status" aria-label={t.loading}>
          <Skeleton height={200} />
        </div>
      ) : data.list.length === 0 ? (
        <EmptyState icon="user" title={q ? t.emptySearch(q) : t.empty} />
      ) : (
        <>
          <p className={styles.total} aria-live="polite">
            {t.total(formatNumber(data.total_count))}
          </p>
          <table className={styles.table} aria-label={t.tableLabel(formatNumber(data.total_count))}>
            <thead>
              <tr>
                <th scope="col">{t.nickname}</th>
                <th scope="col">{t.enrolledAt}</th>
                <th scope="col">{t.progress}</th>
                <th scope="col">{t.lastStudied}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((l) => (
                <tr key={l.user_id}>
                  <th scope="row" className={styles.name}>
                    <Avatar src={l.user_photo} name={l.nickname} size={28} decorative />
                    {l.nickname}
                  </th>
                  <td data-label={t.enrolledAt}>{formatKstDate(l.enrolled_at)}</td>
                  <td data-label={t.progress}>
                    <span className={styles.bar} aria-hidden="true">
                      <span style={{ width: `${Math.min(100, l.progress)}%` }} />
                    </span>
                    {t.progressValue(l.progress, l.done_lessons, data.lesson_cnt)}
                  </td>
                  <td data-label={t.lastStudied}>
                    {l.last_studied_at ? formatKstDate(l.last_studied_at) : t.never}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.total_page > 1 && (
            <nav className={styles.pages} aria-label={t.pages}>
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => go({ page: page - 1 })}
              >
                {t.prev}
              </Button>
              <span aria-current="page">{t.page(page, data.total_page)}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= data.total_page}
                onClick={() => go({ page: page + 1 })}
              >
                {t.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

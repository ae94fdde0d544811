import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@baeum/shared';
import { searchPath } from '../lib/paths';
import { useKeywordRank } from '../lib/useKeywordRank';
import { InlineError } from './InlineError';
import styles from './PopularKeywordChips.module.scss';

/** The popular keywords (search_rank) as chips that search; nothing if there are none. */
export function PopularKeywordChips({ title, level = 2 }: { title: string; level?: 2 | 3 }) {
  const headingId = useId();
  const rank = useKeywordRank();
  const Heading = level === 2 ? 'h2' : 'h3';
  if (rank.status === 'success' && !rank.data?.length) return null;

  return (
    <section className={styles.popular} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.popular__title}>
        {title}
      </Heading>
      {rank.status === 'error' && (
        <InlineError onRetry={rank.reload} className={styles.popular__error} />
      )}
      {rank.status === 'loading' && (
        <div className={styles.popular__chips} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} width={72} height={36} className={styles.popular__skeleton} />
          ))}
        </div>
      )}
      {rank.status === 'success' && (
        <ol className={styles.popular__chips}>
          {rank.data?.map((entry, index) => (
            <li key={`${entry.keyword}-${index}`}>
              <Link className={styles.popular__chip} to={searchPath(entry.keyword)}>
                <span className={styles.popular__rank} aria-hidden="true">
                  {entry.rank ?? index + 1}
                </span>
                {entry.keyword}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

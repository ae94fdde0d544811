import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@baeum/shared';
import { InlineError } from '../../../components/InlineError';
import { messages } from '../../../messages';
import { searchPath } from '../../../lib/paths';
import { useKeywordRank } from '../../../lib/useKeywordRank';
import styles from './SearchOverlayModal.module.scss';

/** The popular keywords (search_rank), numbered; nothing at all if they cannot be loaded. */
export function PopularKeywords({ onNavigate }: { onNavigate: () => void }) {
  const headingId = useId();
  const rank = useKeywordRank();
  if (rank.status === 'success' && !rank.data?.length) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.section__head}>
        <h3 id={headingId} className={styles.section__title}>
          {messages.overlay.popularKeywords}
        </h3>
      </div>
      {rank.status === 'error' && <InlineError onRetry={rank.reload} />}
      {rank.status === 'loading' && (
        <div className={styles.rank} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} width="70%" height={18} />
          ))}
        </div>
      )}
      {rank.status === 'success' && (
        <ol className={styles.rank}>
          {rank.data?.slice(0, 10).map((entry, index) => (
            <li key={`${entry.keyword}-${index}`} className={styles.rank__item}>
              <Link
                className={styles.rank__link}
                to={searchPath(entry.keyword)}
                replace
                onClick={onNavigate}
              >
                <span className={styles.rank__number} aria-hidden="true">
                  {entry.rank ?? index + 1}
                </span>
                <span className={styles.rank__keyword}>{entry.keyword}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

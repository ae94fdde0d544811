import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Icon, Skeleton } from '@baeum/shared';
import type { Id } from '@baeum/shared';
import { InlineError } from '../../../components/InlineError';
import { messages } from '../../../messages';
import { searchPath } from '../../../lib/paths';
import { useRecentKeywords } from '../hooks/useRecentKeywords';
import styles from './SearchOverlayModal.module.scss';

const t = messages.overlay;

/**
 * The signed-in user's recent keywords. Removing one or all shows at once and the server call
 * is not awaited (spec section 4); a keyword comes back if the server fails.
 */
export function RecentKeywords({ userId, onNavigate }: { userId: Id; onNavigate: () => void }) {
  const headingId = useId();
  const { query, dismiss, dismissAll } = useRecentKeywords(userId);
  const keywords = query.data ?? [];
  const status = query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready';

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.section__head}>
        <h3 id={headingId} className={styles.section__title}>
          {t.recentKeywords}
        </h3>
        {status === 'ready' && keywords.length > 0 && (
          <button
            type="button"
            className={styles.section__action}
            aria-label={t.clearAllLabel}
            onClick={dismissAll}
          >
            {t.clearAll}
          </button>
        )}
      </div>
      {status === 'loading' && keywords.length === 0 && (
        <div className={styles.chips} aria-busy="true">
          <Skeleton width={64} height={34} className={styles.chip__skeleton} />
          <Skeleton width={88} height={34} className={styles.chip__skeleton} />
          <Skeleton width={72} height={34} className={styles.chip__skeleton} />
        </div>
      )}
      {status === 'error' && keywords.length === 0 && (
        <InlineError onRetry={() => void query.refetch()} />
      )}
      {status === 'ready' && keywords.length === 0 && (
        <p className={styles.section__message}>{t.noRecentKeywords}</p>
      )}
      {keywords.length > 0 && (
        <ul className={styles.chips}>
          {keywords.map((item) => (
            <li key={item.id} className={styles.chip}>
              <Link
                className={styles.chip__link}
                to={searchPath(item.keyword)}
                replace
                onClick={onNavigate}
              >
                {item.keyword}
              </Link>
              <button
                type="button"
                className={styles.chip__remove}
                aria-label={t.removeKeyword(item.keyword)}
                onClick={() => dismiss(item.id)}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

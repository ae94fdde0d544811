import { Button } from '@baeum/shared';
import { messages } from '../messages';
import styles from './LoadMore.module.scss';

interface LoadMoreProps {
  /** The next page exists. */
  hasMore: boolean;
  loading: boolean;
  /** The last 더 보기 failed (the pages already shown stay). */
  failed: boolean;
  onMore: () => void;
  /** The button's accessible name when "더 보기" alone would be unclear. */
  label?: string;
}

/** 더 보기 under a paged list, with its own failure line (the list above stays as it is). */
export function LoadMore({ hasMore, loading, failed, onMore, label }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className={styles.more}>
      {failed && (
        <p className={styles.more__error} role="alert">
          {messages.common.moreFailed}
        </p>
      )}
      <Button variant="secondary" fullWidth loading={loading} onClick={onMore} aria-label={label}>
        {messages.common.more}
      </Button>
    </div>
  );
}

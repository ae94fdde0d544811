import { EmptyState, ErrorState, Icon, Skeleton, formatKstDate } from '@baeum/shared';
import type { NoticeWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { useNotices } from '../hooks/useNotices';
import styles from './NoticeList.module.scss';

interface NoticeListProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** Notices, newest first as the server sends them; each opens in place. */
export function NoticeList({ page, onPageChange }: NoticeListProps) {
  const { state, retry } = useNotices(page);

  if (state.status === 'loading') {
    return (
      <div className={styles.notices__loading} role="status" aria-label={messages.notices.loading}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={56} />
        ))}
      </div>
    );
  }
  if (state.status === 'failed') return <ErrorState onRetry={retry} />;

  const { list, total_page: totalPage } = state.page;
  if (list.length === 0) return <EmptyState icon="notice" title={messages.notices.empty} />;

  return (
    <>
      <ul className={styles.notices}>
        {list.map((notice) => (
          <li key={notice.notice_id} className={styles.notices__item}>
            <NoticeItem notice={notice} />
          </li>
        ))}
      </ul>
      {totalPage > 1 && (
        <nav className={styles.pagination} aria-label={messages.notices.pagination}>
          <button
            type="button"
            className={styles.pagination__button}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={messages.notices.previous}
          >
            {messages.notices.previousShort}
          </button>
          <span className={styles.pagination__status}>
            {messages.notices.pageStatus(page, totalPage)}
          </span>
          <button
            type="button"
            className={styles.pagination__button}
            disabled={page >= totalPage}
            onClick={() => onPageChange(page + 1)}
            aria-label={messages.notices.next}
          >
            {messages.notices.nextShort}
          </button>
        </nav>
      )}
    </>
  );
}

function NoticeItem({ notice }: { notice: NoticeWire }) {
  return (
    <details className={styles.notice}>
      <summary className={styles.notice__summary}>
        <span className={styles.notice__text}>
          <span className={styles.notice__title}>{notice.title}</span>
          <time className={styles.notice__date} dateTime={notice.created_at}>
            {formatKstDate(notice.created_at)}
          </time>
        </span>
        <Icon name="chevron-down" size={20} className={styles.notice__chevron} />
      </summary>
      <div className={styles.notice__content}>{notice.content}</div>
    </details>
  );
}

import { usePageTitle } from '@baeum/shared';
import { useSearchParams } from 'react-router-dom';
import { NoticeList } from '../features/notices/components/NoticeList';
import { messages } from '../messages';
import styles from './pages.module.scss';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** 공지사항 (`GET notice?page`); the page number is in the URL so back works. */
export function NoticesPage() {
  usePageTitle(messages.notices.title);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));

  return (
    <div className={styles.page}>
      <header className={styles.page__header}>
        <h1 className={styles.page__title}>{messages.notices.title}</h1>
        <p className={styles.page__description}>{messages.notices.description}</p>
      </header>
      <NoticeList
        page={page}
        onPageChange={(nextPage) => {
          setParams(nextPage === 1 ? {} : { page: String(nextPage) });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}

import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHead, isInAppWebView, nativeBridge } from '@baeum/shared';
import { SearchBar } from '../features/search-bar/SearchBar';
import { SearchResults } from '../features/search-results/components/SearchResults';
import { messages } from '../messages';
import { cleanKeyword } from '../lib/paths';
import styles from './routes.module.scss';

/**
 * `/search?keyword=`: the results. In the app's web view the shell shows no header, so the
 * page carries its own search bar, whose back button hands back to the app.
 */
export function SearchRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const keyword = cleanKeyword(params.get('keyword') ?? '');
  const inApp = isInAppWebView();
  const back = () => nativeBridge.back({}, { fallback: () => navigate(-1) });

  return (
    <>
      <PageHead
        title={keyword ? messages.results.heading(keyword) : messages.results.title}
        description={keyword ? messages.share.searchDescription(keyword) : null}
        path={keyword ? `/search?${new URLSearchParams({ keyword }).toString()}` : '/search'}
      />
      {inApp && (
        <div className={styles.appBar}>
          <SearchBar placement="page" onBack={back} />
        </div>
      )}
      <SearchResults />
    </>
  );
}

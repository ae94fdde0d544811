import { useTrackClassInfo } from '@baeum/shared';
import { ClassSlider, ClassSliderSkeleton } from './ClassSlider';
import { messages } from '../../../messages';
import { searchPath } from '../../../lib/paths';
import { useKeywordRecommend } from '../hooks/useHomeData';
import { HomeSection } from './HomeSection';

const t = messages.home;

/** Classes for a keyword (the user's recent search, or a popular one): keyword, keyword_type, recom_list. */
export function KeywordRecommend() {
  const answer = useKeywordRecommend();
  const data = answer.data;
  useTrackClassInfo('keyword', answer.status === 'error' ? [] : data?.recom_list);
  if (answer.status === 'success' && (!data?.keyword || data.recom_list.length === 0)) return null;
  const title = data?.keyword
    ? data.keyword_type === 'recent'
      ? t.keywordRecentHeading(data.keyword)
      : t.keywordHeading(data.keyword)
    : '';
  return (
    <HomeSection
      title={title || t.keywordLoading}
      description={
        data?.keyword_type === 'recent' ? t.keywordRecentDescription : t.keywordDescription
      }
      moreHref={data?.keyword ? searchPath(data.keyword) : undefined}
      status={answer.status}
      onRetry={answer.reload}
      skeleton={<ClassSliderSkeleton />}
    >
      {data && <ClassSlider label={title} items={data.recom_list} />}
    </HomeSection>
  );
}

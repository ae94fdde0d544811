import { ClassCardList, useAtomValue, userAtom, useTrackClassInfo } from '@baeum/shared';
import { BookmarkableClassList } from '../../../components/BookmarkableClassList';
import { messages } from '../../../messages';
import { useMainRecommend } from '../hooks/useHomeData';
import { HomeSection } from './HomeSection';

const t = messages.home;

/** Recommended classes (recom/main): for the signed-in user by name, or today's for everyone. */
export function RecommendedClasses() {
  const user = useAtomValue(userAtom);
  const answer = useMainRecommend();
  useTrackClassInfo('recommend', answer.status === 'error' ? [] : answer.data?.recom_list);
  const items = answer.data?.recom_list ?? [];
  if (answer.status === 'success' && items.length === 0) return null;
  const title = user.id !== null && user.name ? t.recommendFor(user.name) : t.recommendToday;

  return (
    <HomeSection
      title={title}
      description={t.recommendDescription}
      status={answer.status}
      onRetry={answer.reload}
      skeleton={<ClassCardList items={[]} loading />}
    >
      <BookmarkableClassList items={items} label={title} headingLevel={3} />
    </HomeSection>
  );
}

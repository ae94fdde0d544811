import {
  ClassCardList,
  useAtomValue,
  userAtom,
  useTrackClassInfo,
  useBookmarkToggle,
  useWithBookmarkStatus,
} from '@baeum/shared';
import { messages } from '../../../messages';
import { useOpenClass } from '../../../lib/useOpenClass';
import { useMainRecommend } from '../hooks/useHomeData';
import { HomeSection } from './HomeSection';

const t = messages.home;

/** Recommended classes (recom/main): for the signed-in user by name, or today's for everyone. */
export function RecommendedClasses() {
  const user = useAtomValue(userAtom);
  const answer = useMainRecommend();
  useTrackClassInfo('recommend', answer.status === 'error' ? [] : answer.data?.recom_list);
  const { getHref, onCardClick } = useOpenClass();
  const onBookmarkToggle = useBookmarkToggle();
  const items = useWithBookmarkStatus(answer.data?.recom_list ?? []);
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
      <ClassCardList
        items={items}
        label={title}
        getHref={getHref}
        onCardClick={onCardClick}
        onBookmarkToggle={onBookmarkToggle}
        headingLevel={3}
      />
    </HomeSection>
  );
}

import { ClassCardList, useBookmarkToggle } from '@baeum/shared';
import type { ClassCardData, ClassCardListProps } from '@baeum/shared';
import { useOpenClass } from '../lib/useOpenClass';

export type BookmarkableClassListProps = Omit<
  ClassCardListProps,
  'items' | 'getHref' | 'onCardClick' | 'onBookmarkToggle'
> & { items: ClassCardData[] };

/**
 * Class cards that open the class (spec §6, useOpenClass) and carry the viewer's bookmarks,
 * toggled in place (the toggle patches the cached answer these cards come from).
 */
export function BookmarkableClassList({ items, ...props }: BookmarkableClassListProps) {
  const { getHref, onCardClick } = useOpenClass();
  const onBookmarkToggle = useBookmarkToggle();
  return (
    <ClassCardList
      {...props}
      items={items}
      getHref={getHref}
      onCardClick={onCardClick}
      onBookmarkToggle={onBookmarkToggle}
    />
  );
}

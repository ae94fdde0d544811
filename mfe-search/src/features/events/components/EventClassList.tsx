import {
  ClassCardList,
  EmptyState,
  useBookmarkToggle,
  useTrackClassInfo,
  useWithBookmarkStatus,
} from '@baeum/shared';
import type { EventPageWire } from '@baeum/shared';
import { useOpenClass } from '../../../lib/useOpenClass';
import { messages } from '../../../messages';

/**
 * An event's classes as cards (bookmarkable, opened through the app where it has the screen),
 * tracked as the `event` group; the first two images load at once.
 */
export function EventClassList({
  classes,
  label,
}: {
  classes: EventPageWire['list'];
  label: string;
}) {
  const { getHref, onCardClick } = useOpenClass();
  const onBookmarkToggle = useBookmarkToggle();
  const items = useWithBookmarkStatus(classes);
  useTrackClassInfo('event', classes);
  return (
    <ClassCardList
      items={items}
      label={label}
      getHref={getHref}
      onCardClick={onCardClick}
      onBookmarkToggle={onBookmarkToggle}
      empty={<EmptyState icon="curriculum" title={messages.event.emptyClasses} />}
      eagerCount={2}
      headingLevel={3}
    />
  );
}

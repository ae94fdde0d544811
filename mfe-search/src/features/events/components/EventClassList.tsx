import { EmptyState, useTrackClassInfo } from '@baeum/shared';
import type { EventPageWire } from '@baeum/shared';
import { BookmarkableClassList } from '../../../components/BookmarkableClassList';
import { messages } from '../../../messages';

/** An event's classes as cards, tracked as the `event` group; the first two images load at once. */
export function EventClassList({
  classes,
  label,
}: {
  classes: EventPageWire['list'];
  label: string;
}) {
  useTrackClassInfo('event', classes);
  return (
    <BookmarkableClassList
      items={classes}
      label={label}
      empty={<EmptyState icon="curriculum" title={messages.event.emptyClasses} />}
      eagerCount={2}
      headingLevel={3}
    />
  );
}

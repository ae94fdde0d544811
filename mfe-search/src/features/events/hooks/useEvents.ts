// Events (spec section 3, "Event"): the list from pilot/appMain, one event's page from event/{id}.
import { serviceQueries, useAtomValue, useQuery, userAtom } from '@baeum/shared';
import { eventQuery } from '../queries';

/** Every event with its state (`pilot/appMain` → `event_list`). */
export function useEventList() {
  return useQuery({
    ...serviceQueries.appMain(),
    select: (data) => data.event_list ?? [],
  });
}

/** One event's page, once the session is known (the cards carry the viewer's bookmarks). */
export function useEventPage(eventId: number | null) {
  const user = useAtomValue(userAtom);
  return useQuery({
    ...eventQuery(eventId, user.id),
    enabled: eventId !== null && user.isLoaded,
  });
}

// Events (spec section 3, "Event"): the list from pilot/appMain, one event's page from event/{id}.
import { fetchAppMain, fetchEvent, useAtomValue, useQuery, userAtom } from '@baeum/shared';

/** Every event with its state (`pilot/appMain` → `event_list`). */
export function useEventList() {
  return useQuery({
    queryKey: ['service', 'appMain'],
    queryFn: fetchAppMain,
    select: (data) => data.event_list ?? [],
  });
}

/**
 * One event's page. The cards carry the viewer's bookmarks, so it waits for the session and
 * is cached per viewer; an id that is not a number is never asked for.
 */
export function useEventPage(eventId: number | null) {
  const user = useAtomValue(userAtom);
  return useQuery({
    queryKey: ['event', eventId, user.id ?? 'anonymous'],
    queryFn: () => fetchEvent(eventId!),
    enabled: eventId !== null && user.isLoaded,
  });
}

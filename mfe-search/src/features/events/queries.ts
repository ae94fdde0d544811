// Events (README "Data"): the list comes with shared's serviceQueries.appMain(); one event's page.
import { fetchEvent, queryOptions } from '@baeum/shared';

/**
 * One event's page. The cards carry the viewer's bookmarks, so it is cached per viewer; an id
 * that is not a number is never asked for.
 */
export const eventQuery = (eventId: number | null, viewer: number | null) =>
  queryOptions({
    queryKey: ['event', eventId, viewer ?? 'anonymous'],
    queryFn: () => fetchEvent(eventId!),
    enabled: eventId !== null,
  });

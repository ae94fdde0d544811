import { useParams } from 'react-router-dom';
import { EventPage } from '../features/events/components/EventPage';

/** `/event/:eventId`: one event's page (its title becomes the page title). */
export function EventRoute() {
  const { eventId = '' } = useParams();
  return <EventPage eventId={eventId} />;
}

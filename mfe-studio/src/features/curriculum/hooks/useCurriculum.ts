import { useRef, useState } from 'react';
import {
  ApiError,
  orderStudioCurriculum,
  patchQueryData,
  useMutation,
  failureMessage,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { StudioCurriculumWire, StudioSectionWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { studioQueries } from '../../../lib/queries';
import { curriculumQuery } from '../queries';
import { orderOf, withSections } from './outline';

const t = messages.curriculum;

/** One new order: `mine` counts the orders made, `undo` puts back the outline it replaced. */
interface Move {
  sections: StudioSectionWire[];
  mine: number;
  undo: () => void;
}

/**
 * The class's outline and its writes. Every write answers the new outline, which replaces the
 * cached one; a new order shows at once and is taken back when refused (409: the outline changed
 * elsewhere, so the editor loads it again and says so).
 */
export function useCurriculum(classId: number) {
  const client = useQueryClient();
  const { queryKey: key } = curriculumQuery(classId);
  const query = useQuery(curriculumQuery(classId));
  const [error, setError] = useState<string | null>(null);

  const settle = (answer: StudioCurriculumWire) => {
    client.setQueryData(key, answer);
    // The class's lesson count (publishing needs one) follows.
    void client.invalidateQueries({ queryKey: studioQueries.class(classId).queryKey, exact: true });
  };

  const write = useMutation({
    mutationFn: (sent: Promise<StudioCurriculumWire>) => sent,
    onSuccess: settle,
    onError: (e) => setError(failureMessage(e, t.failed)),
  });

  /**
   * Runs a write; true when it went through. A refusal says the server's reason. The write is
   * sent at once, in the event that asked for it (it may read the event's target).
   */
  const run = (send: () => Promise<StudioCurriculumWire>): Promise<boolean> => {
    setError(null);
    const sent = send();
    sent.catch(() => undefined); // the mutation reports it
    return write.mutateAsync(sent).then(
      () => true,
      () => false,
    );
  };

  // Orders are sent one after another (one mutation scope), and only the last one's answer is
  // shown: an earlier answer arriving late never undoes a move made since.
  const latest = useRef(0);
  const order = useMutation({
    scope: { id: `studio-curriculum-order-${classId}` },
    mutationFn: ({ sections }: Move) => orderStudioCurriculum(classId, orderOf(sections)),
    onSuccess: (answer, { mine }) => {
      if (mine === latest.current) settle(answer);
    },
    onError: (e, { undo }) => {
      const stale = e instanceof ApiError && e.status === 409;
      setError(stale ? t.stale : failureMessage(e, t.failed));
      // The server keeps what it had: show it again.
      latest.current += 1;
      if (stale) void query.refetch();
      else undo();
    },
  });

  /** A new order: shown at once, then sent as the whole outline. */
  const reorder = (sections: StudioSectionWire[]): Promise<void> => {
    if (!client.getQueryData(key)) return Promise.resolve();
    const undo = patchQueryData<StudioCurriculumWire>(client, key, (old) =>
      withSections(old, sections),
    );
    setError(null);
    return order.mutateAsync({ sections, mine: ++latest.current, undo }).then(
      () => undefined,
      () => undefined,
    );
  };

  return { query, run, reorder, error, busy: write.isPending };
}

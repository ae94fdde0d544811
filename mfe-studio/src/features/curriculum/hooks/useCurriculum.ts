import { useRef, useState } from 'react';
import {
  ApiError,
  fetchStudioCurriculum,
  orderStudioCurriculum,
  failureMessage,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { StudioCurriculumWire, StudioSectionWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { curriculumKey, studioClassKey } from '../../../lib/studioKeys';
import { orderOf, withSections } from './outline';

const t = messages.curriculum;

/**
 * The class's outline and its writes. Every write answers the new outline, which replaces the
 * cached one; a new order shows at once and is taken back when refused (409: the outline changed
 * elsewhere, so the editor loads it again and says so).
 */
export function useCurriculum(classId: number) {
  const client = useQueryClient();
  const key = curriculumKey(classId);
  const query = useQuery({ queryKey: key, queryFn: () => fetchStudioCurriculum(classId) });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const settle = (answer: StudioCurriculumWire) => {
    client.setQueryData(key, answer);
    // The class's lesson count (publishing needs one) follows.
    void client.invalidateQueries({ queryKey: studioClassKey(classId), exact: true });
  };

  /** Runs a write; true when it went through. A refusal says the server's reason. */
  const run = async (write: () => Promise<StudioCurriculumWire>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      settle(await write());
      return true;
    } catch (e) {
      setError(failureMessage(e, t.failed));
      return false;
    } finally {
      setBusy(false);
    }
  };

  // Orders are sent one after another, and only the last one's answer is shown: an earlier
  // answer arriving late never undoes a move made since.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(0);

  /** A new order: shown at once, then sent as the whole outline. */
  const reorder = (sections: StudioSectionWire[]) => {
    const before = client.getQueryData<StudioCurriculumWire>(key);
    if (!before) return Promise.resolve();
    client.setQueryData(key, withSections(before, sections));
    setError(null);
    const mine = ++latest.current;
    const sent = queue.current.then(async () => {
      try {
        const answer = await orderStudioCurriculum(classId, orderOf(sections));
        if (mine === latest.current) settle(answer);
      } catch (e) {
        const stale = e instanceof ApiError && e.status === 409;
        setError(stale ? t.stale : failureMessage(e, t.failed));
        // The server keeps what it had: show it again.
        latest.current += 1;
        if (stale) void query.refetch();
        else client.setQueryData(key, before);
      }
    });
    queue.current = sent;
    return sent;
  };

  return { query, run, reorder, error, busy };
}

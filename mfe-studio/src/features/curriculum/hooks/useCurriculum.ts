import { useState } from 'react';
import {
  ApiError,
  fetchStudioCurriculum,
  orderStudioCurriculum,
  toApiError,
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
      setError(toApiError(e).serverMessage ?? t.failed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** A new order: shown at once, then sent as the whole outline. */
  const reorder = async (sections: StudioSectionWire[]) => {
    const before = client.getQueryData<StudioCurriculumWire>(key);
    if (!before) return;
    client.setQueryData(key, withSections(before, sections));
    setError(null);
    try {
      settle(await orderStudioCurriculum(classId, orderOf(sections)));
    } catch (e) {
      client.setQueryData(key, before);
      const stale = e instanceof ApiError && e.status === 409;
      setError(stale ? t.stale : (toApiError(e).serverMessage ?? t.failed));
      if (stale) void query.refetch();
    }
  };

  return { query, run, reorder, error, busy };
}

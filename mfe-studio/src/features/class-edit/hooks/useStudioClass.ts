import {
  closeStudioClass,
  publishStudioClass,
  showToast,
  failureMessage,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { StudioClassWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { studioQueries } from '../../../lib/queries';

const t = messages.status;

/** One class as its coach edits it (`GET /new/studio/classes/{id}`); none for id 0. */
export function useStudioClass(classId: number) {
  return useQuery(studioQueries.class(classId));
}

/**
 * 공개 and 판매 종료: the answer replaces the class in the cache; the dashboard refreshes. A
 * refusal says the server's reason (e.g. what is missing to publish).
 */
export function useClassState(classId: number) {
  const client = useQueryClient();
  const done = (answer: StudioClassWire, message: string) => {
    client.setQueryData(studioQueries.class(classId).queryKey, answer);
    void client.invalidateQueries({ queryKey: studioQueries.dashboard().queryKey });
    showToast({ type: 'success', message });
  };
  const failed = (error: unknown) => {
    showToast({ type: 'error', message: failureMessage(error, t.failed) });
  };
  const publish = useMutation({
    mutationFn: () => publishStudioClass(classId),
    onSuccess: (answer) => done(answer, t.published_done),
    onError: failed,
  });
  const close = useMutation({
    mutationFn: () => closeStudioClass(classId),
    onSuccess: (answer) => done(answer, t.closed_done),
    onError: failed,
  });
  return { publish, close, busy: publish.isPending || close.isPending };
}

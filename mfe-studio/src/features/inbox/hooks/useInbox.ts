import {
  patchQueryData,
  replyToReview,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { StudioInboxWire } from '@baeum/shared';
import { studioQueries } from '../../../lib/queries';

/** The coach's unanswered reviews; a reply takes the item out at once and puts it back on failure. */
export function useInbox() {
  const qc = useQueryClient();
  const inbox = useQuery(studioQueries.inbox());
  const reply = useMutation({
    mutationFn: ({ reviewId, content }: { reviewId: number; content: string }) =>
      replyToReview(reviewId, content),
    onMutate: ({ reviewId }) =>
      patchQueryData<StudioInboxWire>(qc, studioQueries.inbox().queryKey, (data) => ({
        ...data,
        list: data.list.filter((r) => r.review_id !== reviewId),
        total_count: Math.max(0, data.total_count - 1),
      })),
    onError: (_e, _v, undo) => undo?.(),
    onSettled: () => qc.invalidateQueries({ queryKey: studioQueries.all }),
  });
  return { inbox, reply };
}

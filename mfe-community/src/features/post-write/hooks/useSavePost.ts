import {
  createFeedPost,
  feedQueries,
  updateFeedPost,
  useMutation,
  useQueryClient,
} from '@baeum/shared';
import type { FeedPostFields } from '@baeum/shared';

/** A new post: every list refreshes (it goes to the top), then `done` gets its id. */
export function useCreatePost(done: (postId: number) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fields: FeedPostFields) => createFeedPost(fields),
    onSuccess: async (answer) => {
      await qc.invalidateQueries({ queryKey: feedQueries.lists });
      done(answer.comment_id);
    },
  });
}

/** An edited post: its cached copy refreshes, then `done`. */
export function useUpdatePost(postId: number, done: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fields: FeedPostFields) => updateFeedPost(postId, fields),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: feedQueries.post(postId).queryKey });
      done();
    },
  });
}

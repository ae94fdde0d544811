import {
  feedQueries,
  profileQueries,
  reportFeed,
  reportUser,
  toApiError,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { FeedItemWire, ProfileWire } from '@baeum/shared';
import { DETAIL_MAX } from './reportRules';
import type { ReportFields } from './reportRules';

export type ReportTarget =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'not-found' }
  | { status: 'ready'; user: ProfileWire; post: FeedItemWire | null };

/**
 * Whom the report is about (their profile: unknown → not found) and the post it came from
 * (`?post=`), kept only when that post is theirs.
 */
export function useReportTarget(userId: number, postId: number | null, enabled: boolean) {
  const profile = useQuery({ ...profileQueries.one(userId), enabled });
  const post = useQuery({ ...feedQueries.post(postId ?? 0), enabled: enabled && postId !== null });

  let target: ReportTarget;
  if (profile.status === 'error') {
    target =
      toApiError(profile.error).status === 404
        ? { status: 'not-found' }
        : { status: 'error', retry: () => void profile.refetch() };
  } else if (profile.status === 'pending' || (postId !== null && post.status === 'pending')) {
    target = { status: 'loading' };
  } else {
    const own = post.data && post.data.user_id === userId ? post.data : null;
    target = { status: 'ready', user: profile.data, post: own };
  }
  return target;
}

/**
 * Sends a report: against the post or reply it came from (`poorFeed` with the reason), or, from
 * a profile, against the member (`reportUser`). The reason code, then the reporter's words,
 * within the server's 500 characters.
 */
export function useSendReport(userId: number, postId: number | null) {
  const qc = useQueryClient();
  const report = useMutation({
    mutationFn: async (fields: ReportFields) => {
      const detail = fields.detail.trim();
      const reason = (detail ? `${fields.reason}: ${detail}` : fields.reason).slice(0, DETAIL_MAX);
      if (postId === null) await reportUser(userId, reason);
      else await reportFeed(postId, true, reason);
    },
    // A reported post is hidden from its reporter (poor_flag Y): the lists refresh on their next view.
    onSuccess: () =>
      postId === null ? undefined : qc.invalidateQueries({ queryKey: feedQueries.all }),
  });
  return report.mutateAsync;
}

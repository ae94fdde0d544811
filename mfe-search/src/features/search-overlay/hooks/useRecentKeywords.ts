import {
  clearRecentKeywords,
  patchQueryData,
  reinsert,
  removeRecentKeyword,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { Id, RecentKeyword } from '@baeum/shared';
import { recentKeywordsQuery } from '../queries';

const sameId = (id: Id) => (keyword: RecentKeyword) => String(keyword.id) === String(id);

/**
 * The signed-in user's recent keywords from the query cache. Removing one or all shows at once
 * and the server call runs behind it (spec section 4); if the server fails, only what that
 * removal took comes back, in its place (a later removal stays removed).
 */
export function useRecentKeywords(userId: Id) {
  const qc = useQueryClient();
  const query = useQuery(recentKeywordsQuery(userId));
  const { queryKey } = recentKeywordsQuery(userId);

  const dismissOne = useMutation({
    mutationFn: (keywordId: Id) => removeRecentKeyword(userId, keywordId),
    onMutate: (keywordId) => {
      const list = qc.getQueryData(queryKey) ?? [];
      const index = list.findIndex(sameId(keywordId));
      patchQueryData<RecentKeyword[]>(qc, queryKey, (old) =>
        old.filter((k) => !sameId(keywordId)(k)),
      );
      return { removed: list[index], index };
    },
    onError: (_error, keywordId, context) => {
      const removed = context?.removed;
      if (!removed) return;
      qc.setQueryData(queryKey, (now) =>
        reinsert(now ?? [], removed, context.index, sameId(keywordId)),
      );
    },
  });

  const dismissAll = useMutation({
    mutationFn: () => clearRecentKeywords(userId),
    onMutate: () => {
      const removed = qc.getQueryData(queryKey) ?? [];
      patchQueryData<RecentKeyword[]>(qc, queryKey, () => []);
      return { removed };
    },
    onError: (_error, _none, context) => {
      qc.setQueryData(queryKey, (now = []) => [
        ...(context?.removed ?? []).filter((k) => !now.some(sameId(k.id))),
        ...now,
      ]);
    },
  });

  return {
    query,
    dismiss: (keywordId: Id) => dismissOne.mutate(keywordId),
    dismissAll: () => dismissAll.mutate(),
  };
}

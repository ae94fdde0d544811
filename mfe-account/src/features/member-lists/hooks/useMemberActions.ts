import { useRef } from 'react';
import {
  block,
  follow,
  patchQueryData,
  profileQueries,
  showToast,
  unblock,
  unfollow,
  useMutation,
  useQueryClient,
} from '@baeum/shared';
import type { MemberWire, QueryClient, YN } from '@baeum/shared';
import { refreshCounts } from '../../../lib/queries';
import type { MemberListKind } from '../../../lib/queries';
import { memberListQuery } from '../queries';
import { messages } from '../../../messages';
import type { MemberPages } from './useMemberList';

export type MemberAction = 'follow' | 'unfollow' | 'block' | 'unblock';

type Flags = Pick<MemberWire, 'friend_yn' | 'block_flag'>;

/** Spec §4: follow sets friend_yn Y, unfollow N; block sets block_flag Y (and ends the follow), unblock N. */
const CHANGE: Record<MemberAction, Flags> = {
  follow: { friend_yn: 'Y' },
  unfollow: { friend_yn: 'N' },
  block: { block_flag: 'Y', friend_yn: 'N' },
  unblock: { block_flag: 'N' },
};

const CALL: Record<MemberAction, (userId: number) => Promise<{ friend_yn?: YN; block_flag?: YN }>> =
  { follow, unfollow, block, unblock };

function patchMember(data: MemberPages, userId: number, flags: Flags): MemberPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: (page.list ?? []).map((m) => (m.user_id === userId ? { ...m, ...flags } : m)),
    })),
  };
}

function flagsOf(data: MemberPages | undefined, userId: number): Flags | null {
  for (const page of data?.pages ?? []) {
    const m = (page.list ?? []).find((item) => item.user_id === userId);
    if (m) return { friend_yn: m.friend_yn, block_flag: m.block_flag };
  }
  return null;
}

const LIST_KINDS: MemberListKind[] = ['following', 'followers', 'blocked'];

/** Everything a relation change makes stale besides the list on screen. */
function refreshAround(qc: QueryClient, userId: number, kind: MemberListKind, memberId: number) {
  refreshCounts(qc, userId);
  for (const other of LIST_KINDS.filter((k) => k !== kind))
    void qc.invalidateQueries({ queryKey: memberListQuery(userId, other).queryKey });
  void qc.invalidateQueries({ queryKey: profileQueries.one(memberId).queryKey });
}

/**
 * Follow, unfollow, block and unblock from a list: the row changes at once and goes back, with
 * a toast, when the server fails (spec §4, §8). The row stays in the list so a mistake can be
 * undone with the same button. A tap on a row whose change is still on its way is ignored.
 */
export function useMemberActions(userId: number, kind: MemberListKind) {
  const qc = useQueryClient();
  const key = memberListQuery(userId, kind).queryKey;
  const pending = useRef(new Set<number>());

  const mutation = useMutation({
    mutationFn: ({ action, memberId }: { action: MemberAction; memberId: number }) =>
      CALL[action](memberId),
    onMutate: ({ action, memberId }) => {
      const before = flagsOf(qc.getQueryData<MemberPages>(key), memberId);
      const change = CHANGE[action];
      patchQueryData<MemberPages>(qc, key, (data) => patchMember(data, memberId, change));
      // Undo only this row's change, so a later change to another row is kept.
      return () => {
        if (before)
          qc.setQueryData<MemberPages>(key, (data) => data && patchMember(data, memberId, before));
      };
    },
    onError: (_error, { action }, undo) => {
      undo?.();
      showToast({ type: 'error', message: messages.members.failed[action] });
    },
    onSuccess: (answer, { memberId }) => {
      const settled: Flags = {};
      if (answer?.friend_yn) settled.friend_yn = answer.friend_yn;
      if (answer?.block_flag) settled.block_flag = answer.block_flag;
      qc.setQueryData<MemberPages>(key, (data) => data && patchMember(data, memberId, settled));
    },
    onSettled: (_answer, _error, { memberId }) => {
      pending.current.delete(memberId);
      refreshAround(qc, userId, kind, memberId);
    },
  });

  return (action: MemberAction, memberId: number) => {
    if (pending.current.has(memberId)) return;
    pending.current.add(memberId);
    mutation.mutate({ action, memberId });
  };
}

// Follow and block (spec section 4) as mutations: follow sets friend_yn Y on the member's cached
// profile, unfollow N; block sets block_flag Y, unblock N. The profile shows the change at once
// (patchQueryData) and goes back when the server fails (section 8); what the server answers
// (the follower count, the follow that a block ends) is then put in the cache.
import { block, follow, unblock, unfollow } from '../api/social';
import type { ProfileWire } from '../api/profile';
import type { Id, YN } from '../api/types';
import { patchQueryData, useMutation, useQueryClient } from './query';
import type { QueryClient } from './query';
import { profileQueries } from './queries';

/** Who, and whether to follow (block) or stop. */
export interface SocialChange {
  userId: Id;
  on: boolean;
}

/** What a screen adds to a follow or block. */
export interface SocialOptions {
  /** What else it shows at once (its own cached answers); gives the undo. */
  alsoPatch?: (change: SocialChange) => () => void;
  /** After the server has done it (a toast, say). */
  onDone?: (change: SocialChange) => void;
  /** After the server failed and the change went back. */
  onFailed?: (change: SocialChange) => void;
}

type Flag = 'friend_yn' | 'block_flag';

const profileKey = (userId: Id) => profileQueries.one(Number(userId)).queryKey;

/** Sets the flag on the cached profile; the undo puts it back only if it still shows `value`. */
function patchProfile(qc: QueryClient, userId: Id, flag: Flag, value: YN): () => void {
  const key = profileKey(userId);
  const previous = qc.getQueryData<ProfileWire | null>(key)?.[flag];
  if (previous === undefined) return () => {};
  patchQueryData<ProfileWire | null>(qc, key, (profile) =>
    profile ? { ...profile, [flag]: value } : profile,
  );
  return () =>
    qc.setQueryData<ProfileWire | null>(key, (now) =>
      now && now[flag] === value ? { ...now, [flag]: previous } : now,
    );
}

/** Applies what the server says is now true, if the profile is cached. */
function settleProfile(qc: QueryClient, userId: Id, fields: Partial<ProfileWire>): void {
  qc.setQueryData<ProfileWire | null>(profileKey(userId), (profile) =>
    profile ? { ...profile, ...fields } : profile,
  );
}

function useSocialMutation(
  flag: Flag,
  call: (change: SocialChange) => Promise<unknown>,
  settle: (qc: QueryClient, change: SocialChange, answer: unknown) => void,
  { alsoPatch, onDone, onFailed }: SocialOptions,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: (change) => {
      const value: YN = change.on ? 'Y' : 'N';
      const undoProfile = patchProfile(qc, change.userId, flag, value);
      const undoAlso = alsoPatch?.(change);
      return () => {
        undoProfile();
        undoAlso?.();
      };
    },
    onError: (_error, change, undo) => {
      undo?.();
      onFailed?.(change);
    },
    onSuccess: (answer, change) => {
      settle(qc, change, answer);
      onDone?.(change);
    },
  });
}

/** Follow (`on`) or unfollow; the follower count the server answers goes on the profile. */
export function useFollowMutation(options: SocialOptions = {}) {
  return useSocialMutation(
    'friend_yn',
    ({ userId, on }) => (on ? follow(userId) : unfollow(userId)),
    (qc, { userId }, answer) => {
      const count = (answer as { follower_cnt?: unknown } | null)?.follower_cnt;
      if (typeof count === 'number') settleProfile(qc, userId, { follower_cnt: count });
    },
    options,
  );
}

/** Block (`on`) or unblock. Blocking also ends the follow both ways on the server. */
export function useBlockMutation(options: SocialOptions = {}) {
  return useSocialMutation(
    'block_flag',
    ({ userId, on }) => (on ? block(userId) : unblock(userId)),
    (qc, { userId, on }) => {
      if (on) settleProfile(qc, userId, { friend_yn: 'N' });
    },
    options,
  );
}

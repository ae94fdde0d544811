// Follow and block (spec section 4): follow sets friend_yn Y on the profile, unfollow N;
// block sets block_flag Y, unblock N. Optimistic, failures swallowed (section 8).
import type { Id, YN } from '../../api/types';
import { block, follow, unblock, unfollow } from '../../api/social';
import type { FollowAnswer } from '../../api/social';
import type { ProfileWire } from '../../api/profile';
import { getStore } from '../jotai';
import { profileAtom } from '../user';
import { optimistic } from './optimistic';
import type { Rollback } from './optimistic';

type ProfileFlag = 'friend_yn' | 'block_flag';

/** Sets a flag on the profile being looked at, if it is `userId`'s; returns its undo. */
function setProfileFlag(userId: Id, flag: ProfileFlag, value: YN): Rollback {
  const store = getStore();
  const profile = store.get(profileAtom);
  if (!profile || String(profile.user_id) !== String(userId)) return () => {};
  const previous = profile[flag];
  store.set(profileAtom, { ...profile, [flag]: value });
  return () => {
    const now = store.get(profileAtom);
    // Only if it still shows this action's change (a later action may have changed it since).
    if (now && String(now.user_id) === String(userId) && now[flag] === value) {
      store.set(profileAtom, { ...now, [flag]: previous });
    }
  };
}

/** Applies what the server says is now true to the profile, if it is still `userId`'s. */
function settleProfile(userId: Id, fields: Partial<ProfileWire>): void {
  const store = getStore();
  const profile = store.get(profileAtom);
  if (profile && String(profile.user_id) === String(userId))
    store.set(profileAtom, { ...profile, ...fields });
}

function settleFollowerCount(userId: Id) {
  return (answer: FollowAnswer | null) => {
    if (typeof answer?.follower_cnt === 'number')
      settleProfile(userId, { follower_cnt: answer.follower_cnt });
  };
}

export function followUser(userId: Id): Promise<boolean> {
  return optimistic(
    () => setProfileFlag(userId, 'friend_yn', 'Y'),
    () => follow(userId),
    settleFollowerCount(userId),
  );
}

export function unfollowUser(userId: Id): Promise<boolean> {
  return optimistic(
    () => setProfileFlag(userId, 'friend_yn', 'N'),
    () => unfollow(userId),
    settleFollowerCount(userId),
  );
}

/** Blocking also ends the follow both ways on the server; the profile shows that once it is done. */
export function blockUser(userId: Id): Promise<boolean> {
  return optimistic(
    () => setProfileFlag(userId, 'block_flag', 'Y'),
    () => block(userId),
    () => settleProfile(userId, { friend_yn: 'N' }),
  );
}

export function unblockUser(userId: Id): Promise<boolean> {
  return optimistic(
    () => setProfileFlag(userId, 'block_flag', 'N'),
    () => unblock(userId),
  );
}

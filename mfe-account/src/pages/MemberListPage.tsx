import { MemberScreen } from '../components/MemberScreen';
import type { MemberListKind } from '../lib/queries';
import { MemberList } from '../features/member-lists/components/MemberList';
import { MemberListNav } from '../features/member-lists/components/MemberListNav';
import { messages } from '../messages';

const t = messages.members;

const HEADING: Record<MemberListKind, { title: string; description: string }> = {
  following: { title: t.following, description: t.followingDescription },
  followers: { title: t.followers, description: t.followersDescription },
  blocked: { title: t.blocked, description: t.blockedDescription },
};

/** /my/following, /my/followers and /my/blocked: the signed-in member's own lists. */
export function MemberListPage({ kind }: { kind: MemberListKind }) {
  return (
    <MemberScreen {...HEADING[kind]} loadingLabel={t.loading}>
      {(member) => (
        <>
          <MemberListNav />
          <MemberList key={kind} userId={member.id} kind={kind} />
        </>
      )}
    </MemberScreen>
  );
}

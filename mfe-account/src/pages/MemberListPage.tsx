import { PageHeading, usePageTitle } from '@baeum/shared';
import { MemberOnly } from '../components/MemberOnly';
import type { MemberListKind } from '../lib/accountKeys';
import { MemberList } from '../features/member-lists/components/MemberList';
import { MemberListNav } from '../features/member-lists/components/MemberListNav';
import { messages } from '../messages';
import styles from './pages.module.scss';

const t = messages.members;

const HEADING: Record<MemberListKind, { title: string; description: string }> = {
  following: { title: t.following, description: t.followingDescription },
  followers: { title: t.followers, description: t.followersDescription },
  blocked: { title: t.blocked, description: t.blockedDescription },
};

/** /my/following, /my/followers and /my/blocked: the signed-in member's own lists. */
export function MemberListPage({ kind }: { kind: MemberListKind }) {
  const heading = HEADING[kind];
  usePageTitle(heading.title);
  return (
    <MemberOnly loadingLabel={t.loading}>
      {(member) => (
        <div className={styles.page}>
          <PageHeading title={heading.title} description={heading.description} />
          <MemberListNav />
          <MemberList key={kind} userId={member.id} kind={kind} />
        </div>
      )}
    </MemberOnly>
  );
}

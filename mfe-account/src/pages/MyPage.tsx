import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '@baeum/shared';
import { MemberOnly } from '../components/MemberOnly';
import type { Member } from '../components/MemberOnly';
import { MySection } from '../components/MySection';
import { AccountMenu } from '../features/account-summary/components/AccountMenu';
import { AccountSummary } from '../features/account-summary/components/AccountSummary';
import { ActivityCounts } from '../features/account-summary/components/ActivityCounts';
import { useSubInfo } from '../features/account-summary/hooks/useSubInfo';
import { CompanyClasses } from '../features/company/components/CompanyClasses';
import { MyClassList } from '../features/my-classes/components/MyClassList';
import type { MyClassKind } from '../features/my-classes/hooks/useMyClasses';
import { TakenClasses } from '../features/taken-classes/components/TakenClasses';
import { messages } from '../messages';
import styles from './MyPage.module.scss';

const t = messages.my;

/** Cards of each list shown on /my; the rest are one tap away. */
const PREVIEW_SIZE = 4;

/**
 * /my: who is signed in, the counts, the company's compulsory classes (company learners), the
 * registered and managed classes, recent and bookmarked classes, the menu. Members only.
 */
export function MyPage() {
  usePageTitle(t.title);
  const navigate = useNavigate();
  // Logging out from here goes home, not to /login?next=/my.
  const [leaving, setLeaving] = useState(false);
  return (
    <MemberOnly loadingLabel={t.loading} leaving={leaving}>
      {(member) => (
        <MyScreen
          member={member}
          onSigningOut={() => setLeaving(true)}
          onSignedOut={() => navigate('/', { replace: true })}
        />
      )}
    </MemberOnly>
  );
}

interface MyScreenProps {
  member: Member;
  onSigningOut: () => void;
  onSignedOut: () => void;
}

function MyScreen({ member, onSigningOut, onSignedOut }: MyScreenProps) {
  const subInfo = useSubInfo(member.id);
  return (
    <div className={styles.my}>
      <AccountSummary user={member} levelName={subInfo.data?.level_info?.level_name} />
      <ActivityCounts
        subInfo={subInfo.data}
        failed={subInfo.isError}
        onRetry={() => void subInfo.refetch()}
      />
      <CompanyClasses userId={member.id} />
      <TakenClasses userId={member.id} isCoach={member.isCoach} />
      <ClassPreview kind="recent" title={t.recent} to="/my/recent" userId={member.id} />
      <ClassPreview kind="bookmarks" title={t.bookmarks} to="/my/bookmarks" userId={member.id} />
      <AccountMenu isCoach={member.isCoach} onSigningOut={onSigningOut} onSignedOut={onSignedOut} />
    </div>
  );
}

interface ClassPreviewProps {
  kind: MyClassKind;
  title: string;
  to: string;
  userId: number;
}

function ClassPreview({ kind, title, to, userId }: ClassPreviewProps) {
  return (
    <MySection
      id={`my-${kind}`}
      title={title}
      link={{ to, label: t.seeAllShort, accessibleLabel: t.seeAll(title) }}
    >
      <MyClassList kind={kind} userId={userId} limit={PREVIEW_SIZE} preview headingLevel={3} />
    </MySection>
  );
}

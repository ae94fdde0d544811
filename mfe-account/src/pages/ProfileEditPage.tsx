import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorState, Spinner } from '@baeum/shared';
import { MemberScreen } from '../components/MemberScreen';
import type { Member } from '../components/MemberOnly';
import { ProfileEditForm } from '../features/profile-edit/components/ProfileEditForm';
import { useEditProfile } from '../features/profile-edit/hooks/useEditProfile';
import { messages } from '../messages';

const t = messages.profileEdit;

/** /settings/profile: the member's photo, nickname, intro, email (and a coach's contact). */
export function ProfileEditPage() {
  return (
    <MemberScreen title={t.title} description={t.description} loadingLabel={t.loading}>
      {(member) => <ProfileEditScreen key={member.id} member={member} />}
    </MemberScreen>
  );
}

function ProfileEditScreen({ member }: { member: Member }) {
  const navigate = useNavigate();
  // The first page of this visit has the key 'default': nowhere in the app to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const query = useEditProfile(member.id);
  if (query.isPending) return <Spinner label={t.loading} />;
  if (query.isError) return <ErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  // Saved or not, back to the member's own profile, which shows the result.
  const toProfile = () => navigate(`/user/${member.id}`);
  return (
    <ProfileEditForm
      userId={member.id}
      isCoach={member.isCoach}
      profile={query.data.userInfo}
      onDone={toProfile}
      onCancel={() => (cameFromApp ? navigate(-1) : toProfile())}
    />
  );
}

import { useNavigate } from 'react-router-dom';
import { MemberScreen } from '../components/MemberScreen';
import { PasswordChangeForm } from '../features/password-change/components/PasswordChangeForm';
import { messages } from '../messages';

const t = messages.passwordChange;

/** /settings/password: 비밀번호 변경 for the signed-in member. */
export function PasswordChangePage() {
  const navigate = useNavigate();
  return (
    <MemberScreen title={t.title} description={t.description} loadingLabel={t.loading}>
      {(member) => (
        <PasswordChangeForm
          key={member.id}
          onDone={() => navigate('/settings', { replace: true })}
        />
      )}
    </MemberScreen>
  );
}

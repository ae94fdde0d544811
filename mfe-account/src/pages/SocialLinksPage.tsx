import { useSearchParams } from 'react-router-dom';
import { MemberScreen } from '../components/MemberScreen';
import { SocialLinks } from '../features/social-login/components/SocialLinks';
import { messages } from '../messages';

const t = messages.social;

/** /settings/social: 간편 로그인 연결 — link and unlink 카카오, 네이버 and Apple (issue #52). */
export function SocialLinksPage() {
  const [params] = useSearchParams();
  return (
    <MemberScreen title={t.settingsTitle} loadingLabel={t.settingsLoading}>
      {(member) => (
        <SocialLinks
          key={member.id}
          userId={member.id}
          linked={params.get('social_linked')}
          failure={params.get('social_error')}
        />
      )}
    </MemberScreen>
  );
}

import { EmptyState } from '@baeum/shared';
import { MemberScreen } from '../components/MemberScreen';
import { CoachApplyForm } from '../features/coach-apply/components/CoachApplyForm';
import { messages } from '../messages';

const t = messages.coachApply;

/** /coach/apply — for signed-in learners; a coach is told they already are one. */
export function CoachApplyPage() {
  return (
    <MemberScreen title={t.title} description={t.description} loadingLabel={t.loading}>
      {(member) =>
        member.isCoach ? (
          <EmptyState icon="coach" title={t.alreadyCoach} />
        ) : (
          <CoachApplyForm userId={member.id} />
        )
      }
    </MemberScreen>
  );
}

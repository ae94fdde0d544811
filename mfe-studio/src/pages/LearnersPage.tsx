import { ClassHeader } from '../components/ClassHeader';
import { ManagedClassFrame } from '../components/ManagedClassFrame';
import { LearnerList } from '../features/learners/components/LearnerList';
import { messages } from '../messages';

/** /studio/class/:classId/learners: the class's enrolled learners, searchable and paged. */
export function LearnersPage() {
  return (
    <ManagedClassFrame pageTitle={messages.learners.title}>
      {(item, classId) => (
        <>
          <ClassHeader item={item} title={messages.learners.title} />
          <LearnerList classId={classId} />
        </>
      )}
    </ManagedClassFrame>
  );
}

import { ClassHeader } from '../components/ClassHeader';
import { ManagedClassFrame } from '../components/ManagedClassFrame';
import { CurriculumEditor } from '../features/curriculum/components/CurriculumEditor';
import { messages } from '../messages';

/** /studio/class/:classId/curriculum: the class's sections and lessons. */
export function CurriculumPage() {
  return (
    <ManagedClassFrame pageTitle={messages.curriculum.title}>
      {(item, classId) => (
        <>
          <ClassHeader item={item} title={messages.curriculum.lessonCount(item.curriculum_cnt)} />
          <CurriculumEditor classId={classId} />
        </>
      )}
    </ManagedClassFrame>
  );
}

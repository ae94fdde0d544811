import { useParams } from 'react-router-dom';
import { usePageTitle } from '@baeum/shared';
import { CoachGate } from '../components/CoachGate';
import { ClassFeedback } from '../features/class/components/ClassFeedback';
import { messages } from '../messages';
import styles from './StudioPage.module.scss';

/** /studio/class/:classId: one managed class's feedback and its reviews to answer. */
export function ClassFeedbackPage() {
  const { classId = '' } = useParams();
  usePageTitle(messages.classFeedback.title);
  return (
    <CoachGate>
      <div className={styles.page}>
        <ClassFeedback classId={classId} />
      </div>
    </CoachGate>
  );
}

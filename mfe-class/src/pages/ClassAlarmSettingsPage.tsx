import { useParams } from 'react-router-dom';
import { useAtomValue, usePageTitle, userAtom } from '@baeum/shared';
import { AlarmClassHeader } from '../features/class-alarm/components/AlarmClassHeader';
import { AlarmNotice, AlarmSignedOut } from '../features/class-alarm/components/AlarmNotice';
import { AlarmScreen } from '../features/class-alarm/components/AlarmScreen';
import { AlarmSettingsForm } from '../features/class-alarm/components/AlarmSettingsForm';
import { alarmSettingsPath } from '../features/class-alarm/components/ClassAlarmList';
import { CLASS_ID_PATTERN, useAlarmClass } from '../features/class-alarm/hooks/useAlarmClass';
import { useClassAlarmDraft } from '../features/class-alarm/hooks/useClassAlarmDraft';
import { useWebviewNavigation } from '../features/class-alarm/hooks/useWebviewNavigation';
import { alarmMessages } from '../messages';
import { CLASS_ALARM_LIST_PATH } from './ClassAlarmListPage';

/** `/webview/alarm/class/:classId`: on/off, days and time of one class's alarm. */
export function ClassAlarmSettingsPage() {
  const { classId } = useParams();
  const validId = classId !== undefined && CLASS_ID_PATTERN.test(classId) ? Number(classId) : null;
  const user = useAtomValue(userAtom);
  const { back } = useWebviewNavigation(CLASS_ALARM_LIST_PATH);
  const { state: classState, retry } = useAlarmClass(classId);
  const draft = useClassAlarmDraft(validId);
  usePageTitle(
    classState.status === 'ready'
      ? alarmMessages.settings.pageTitle(classState.summary.class_name)
      : alarmMessages.settingsTitle,
  );

  let content;
  if (!user.isLoaded && user.id === null) {
    content = <AlarmClassHeader state={{ status: 'loading' }} onRetry={retry} />;
  } else if (user.id === null) {
    content = (
      <AlarmSignedOut next={classId ? alarmSettingsPath(classId) : CLASS_ALARM_LIST_PATH} />
    );
  } else if (classState.status === 'not-found') {
    content = (
      <AlarmNotice
        icon="warning"
        title={alarmMessages.notFound.title}
        description={alarmMessages.notFound.description}
        actionLabel={alarmMessages.notFound.backToList}
        actionTo={CLASS_ALARM_LIST_PATH}
      />
    );
  } else {
    content = (
      <>
        <AlarmClassHeader state={classState} onRetry={retry} />
        {draft.loaded && (
          <AlarmSettingsForm
            alarm={draft.alarm}
            error={draft.error}
            onSetOn={draft.setOn}
            onToggleDay={draft.toggleDay}
            onTimeChange={draft.setTime}
            onSave={draft.save}
          />
        )}
      </>
    );
  }

  return (
    <AlarmScreen title={alarmMessages.settingsTitle} onBack={back}>
      {content}
    </AlarmScreen>
  );
}

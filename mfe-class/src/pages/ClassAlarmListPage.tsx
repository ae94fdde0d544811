import { ErrorState, usePageTitle } from '@baeum/shared';
import { AlarmNotice, AlarmSignedOut } from '../features/class-alarm/components/AlarmNotice';
import { AlarmScreen } from '../features/class-alarm/components/AlarmScreen';
import { ClassAlarmList } from '../features/class-alarm/components/ClassAlarmList';
import { ClassAlarmListSkeleton } from '../features/class-alarm/components/ClassAlarmListSkeleton';
import { useMyClasses } from '../features/class-alarm/hooks/useMyClasses';
import { useWebviewNavigation } from '../features/class-alarm/hooks/useWebviewNavigation';
import { alarmMessages } from '../messages';

export const CLASS_ALARM_LIST_PATH = '/webview/alarm/class';

/** `/webview/alarm/class`: the user's classes, each with its alarm. */
export function ClassAlarmListPage() {
  usePageTitle(alarmMessages.title);
  const { back, openClass } = useWebviewNavigation('/');
  const { state, retry } = useMyClasses();

  let content;
  switch (state.status) {
    case 'loading':
      content = <ClassAlarmListSkeleton />;
      break;
    case 'signed-out':
      content = <AlarmSignedOut next={CLASS_ALARM_LIST_PATH} />;
      break;
    case 'error':
      content = (
        <ErrorState
          title={alarmMessages.error.title}
          message={alarmMessages.error.message}
          retryLabel={alarmMessages.error.retry}
          onRetry={retry}
        />
      );
      break;
    case 'ready':
      content =
        state.classes.length === 0 ? (
          <AlarmNotice
            icon="alarm"
            title={alarmMessages.empty.title}
            description={alarmMessages.empty.description}
            actionLabel={alarmMessages.empty.action}
            actionTo="/"
          />
        ) : (
          <ClassAlarmList classes={state.classes} onOpenClass={openClass} />
        );
      break;
  }

  return (
    <AlarmScreen title={alarmMessages.title} onBack={back}>
      {content}
    </AlarmScreen>
  );
}

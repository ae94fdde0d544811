import { useCallback, useEffect, useState } from 'react';
import {
  WEEK_DAYS,
  alarmAtom,
  showToast,
  toggleAlarmAtom,
  useAtom,
  useSetAtom,
} from '@baeum/shared';
import type { AlarmTime, WeekDay } from '@baeum/shared';
import { alarmMessages } from '../../../messages';
import { readClassAlarm, saveClassAlarm } from '../alarmStorage';

export type AlarmSaveError = 'no-day' | 'storage' | null;

/**
 * The alarm being edited lives in the shared alarmAtom (spec section 3: selectedClassId,
 * selectedTime, isOn). Opening a class's settings loads its saved alarm (or the default) into
 * the atom; 저장 writes the atom to this device and says so with a toast.
 */
export function useClassAlarmDraft(classId: number | null) {
  const [alarm, setAlarm] = useAtom(alarmAtom);
  const toggle = useSetAtom(toggleAlarmAtom);
  // A failure belongs to the class it was about: another class starts without one.
  const [failure, setFailure] = useState<{ classId: number | null; error: AlarmSaveError }>({
    classId,
    error: null,
  });
  const error = failure.classId === classId ? failure.error : null;
  const setError = useCallback(
    (next: AlarmSaveError) => setFailure({ classId, error: next }),
    [classId],
  );

  useEffect(() => {
    if (classId === null) return;
    // This device's saved alarm (localStorage) into the shared atom.
    setAlarm({ selectedClassId: classId, ...readClassAlarm(classId) });
  }, [classId, setAlarm]);

  // Until the effect above has run, the atom may still hold another class's alarm.
  const loaded = classId !== null && alarm.selectedClassId === classId;

  const setTime = useCallback(
    (patch: Partial<Omit<AlarmTime, 'days'>>) =>
      setAlarm((current) => ({ ...current, selectedTime: { ...current.selectedTime, ...patch } })),
    [setAlarm],
  );

  const toggleDay = useCallback(
    (day: WeekDay) => {
      setError(null);
      setAlarm((current) => {
        const { days } = current.selectedTime;
        return {
          ...current,
          selectedTime: { ...current.selectedTime, days: { ...days, [day]: !days[day] } },
        };
      });
    },
    [setAlarm, setError],
  );

  const setOn = useCallback(
    (on: boolean) => {
      setError(null);
      toggle(on);
    },
    [toggle, setError],
  );

  const save = useCallback((): boolean => {
    if (!loaded || classId === null) return false;
    // An alarm that is on must ring on some day; an alarm that is off keeps whatever was picked.
    if (alarm.isOn && !WEEK_DAYS.some((day) => alarm.selectedTime.days[day])) {
      setError('no-day');
      return false;
    }
    try {
      saveClassAlarm(classId, { isOn: alarm.isOn, selectedTime: alarm.selectedTime });
    } catch (cause) {
      console.error('[class alarm] save', cause);
      setError('storage');
      return false;
    }
    setError(null);
    showToast({
      type: 'success',
      title: alarmMessages.settings.savedTitle,
      message: alarmMessages.settings.saved,
    });
    return true;
  }, [alarm, classId, loaded, setError]);

  return { alarm, loaded, error, setOn, toggleDay, setTime, save };
}

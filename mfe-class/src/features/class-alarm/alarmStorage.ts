// The spec names no server call for class alarms (only the alarm state of section 3), so each
// class's alarm is kept on this device: one localStorage key holding a map of class id → alarm.
// The native app schedules the notification itself; the web only records the choice.
import { WEEK_DAYS, defaultAlarmTime } from '@baeum/shared';
import type { AlarmTime } from '@baeum/shared';

export const CLASS_ALARMS_STORAGE_KEY = 'baeum.classAlarms';

/** One class's alarm as stored. */
export interface StoredClassAlarm {
  isOn: boolean;
  selectedTime: AlarmTime;
}

type StoredMap = Record<string, StoredClassAlarm>;

/** Spec section 3: every day, 8:00 PM, on. */
export function defaultClassAlarm(): StoredClassAlarm {
  return { isOn: true, selectedTime: defaultAlarmTime() };
}

function isWholeNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Anything stored by an older build, or edited by hand, falls back to the default field by field. */
function toClassAlarm(raw: unknown): StoredClassAlarm {
  const fallback = defaultClassAlarm();
  if (!raw || typeof raw !== 'object') return fallback;
  const { isOn, selectedTime } = raw as Partial<Record<keyof StoredClassAlarm, unknown>>;
  const time = (selectedTime && typeof selectedTime === 'object' ? selectedTime : {}) as Partial<
    Record<keyof AlarmTime, unknown>
  >;
  const days = (time.days && typeof time.days === 'object' ? time.days : {}) as Record<
    string,
    unknown
  >;
  return {
    isOn: typeof isOn === 'boolean' ? isOn : fallback.isOn,
    selectedTime: {
      days: Object.fromEntries(
        WEEK_DAYS.map((day) => [
          day,
          typeof days[day] === 'boolean' ? days[day] : fallback.selectedTime.days[day],
        ]),
      ) as AlarmTime['days'],
      ampm: time.ampm === 'AM' || time.ampm === 'PM' ? time.ampm : fallback.selectedTime.ampm,
      hour: isWholeNumberIn(time.hour, 1, 12) ? time.hour : fallback.selectedTime.hour,
      minute: isWholeNumberIn(time.minute, 0, 59) ? time.minute : fallback.selectedTime.minute,
    },
  };
}

function readMap(storage: Storage): StoredMap {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CLASS_ALARMS_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as StoredMap)
      : {};
  } catch {
    return {};
  }
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (private mode, settings): the defaults still show
  }
}

/** The class's saved alarm, or the default when nothing was saved. */
export function readClassAlarm(
  classId: number | string,
  storage = defaultStorage(),
): StoredClassAlarm {
  if (!storage) return defaultClassAlarm();
  const map = readMap(storage);
  return Object.hasOwn(map, String(classId))
    ? toClassAlarm(map[String(classId)])
    : defaultClassAlarm();
}

/** Saves one class's alarm, keeping the others'. Throws when the storage refuses (quota, blocked). */
export function saveClassAlarm(
  classId: number | string,
  alarm: StoredClassAlarm,
  storage = defaultStorage(),
): void {
  if (!/^[1-9]\d*$/.test(String(classId))) throw new Error(`not a class id: ${String(classId)}`);
  if (!storage) throw new Error('localStorage is not available');
  const map = readMap(storage);
  map[String(classId)] = { isOn: alarm.isOn, selectedTime: alarm.selectedTime };
  storage.setItem(CLASS_ALARMS_STORAGE_KEY, JSON.stringify(map));
}

// The class alarm (spec section 3): by default every day at 8:00 PM, and on.
import { atom } from './jotai';

export const WEEK_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export type WeekDay = (typeof WEEK_DAYS)[number];

export interface AlarmTime {
  days: Record<WeekDay, boolean>;
  ampm: 'AM' | 'PM';
  hour: number;
  minute: number;
}

export interface Alarm {
  selectedClassId: number | null;
  selectedTime: AlarmTime;
  isOn: boolean;
}

export function defaultAlarmTime(): AlarmTime {
  return {
    days: Object.fromEntries(WEEK_DAYS.map((day) => [day, true])) as Record<WeekDay, boolean>,
    ampm: 'PM',
    hour: 8,
    minute: 0,
  };
}

export const alarmAtom = atom<Alarm>({
  selectedClassId: null,
  selectedTime: defaultAlarmTime(),
  isOn: true,
});

/** Spec section 4: the alarm can be toggled on or off. */
export const toggleAlarmAtom = atom(null, (get, set, on?: boolean) => {
  const alarm = get(alarmAtom);
  set(alarmAtom, { ...alarm, isOn: on ?? !alarm.isOn });
});

// The one-line summary of an alarm on the list ("매일 오후 8:00", "평일 오전 7:30", "월·수·금 …").
import { WEEK_DAYS } from '@baeum/shared';
import type { AlarmTime, WeekDay } from '@baeum/shared';
import { alarmMessages } from '../../messages';

const WEEKDAYS: readonly WeekDay[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const WEEKEND: readonly WeekDay[] = ['sat', 'sun'];

export function formatAlarmTime({
  ampm,
  hour,
  minute,
}: Pick<AlarmTime, 'ampm' | 'hour' | 'minute'>): string {
  return alarmMessages.summary.time(
    alarmMessages.ampm[ampm],
    hour,
    String(minute).padStart(2, '0'),
  );
}

export function formatAlarmDays(days: AlarmTime['days']): string {
  const t = alarmMessages.summary;
  const on = WEEK_DAYS.filter((day) => days[day]);
  const only = (set: readonly WeekDay[]) =>
    on.length === set.length && set.every((day) => days[day]);
  if (on.length === WEEK_DAYS.length) return t.everyDay;
  if (on.length === 0) return t.noDays;
  if (only(WEEKDAYS)) return t.weekdays;
  if (only(WEEKEND)) return t.weekend;
  return on.map((day) => alarmMessages.days[day]).join(t.daySeparator);
}

/** What the list shows for a class: "알림 꺼짐" when off, else the days and the time. */
export function formatAlarmSummary(alarm: { isOn: boolean; selectedTime: AlarmTime }): string {
  if (!alarm.isOn) return alarmMessages.summary.off;
  return `${formatAlarmDays(alarm.selectedTime.days)} ${formatAlarmTime(alarm.selectedTime)}`;
}

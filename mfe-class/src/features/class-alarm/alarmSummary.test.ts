import { defaultAlarmTime } from '@baeum/shared';
import type { AlarmTime, WeekDay } from '@baeum/shared';
import { formatAlarmDays, formatAlarmSummary, formatAlarmTime } from './alarmSummary';

function daysOf(...on: WeekDay[]): AlarmTime['days'] {
  return {
    sun: false,
    mon: false,
    tue: false,
    wed: false,
    thu: false,
    fri: false,
    sat: false,
    ...Object.fromEntries(on.map((d) => [d, true])),
  };
}

it('summarises the spec default as every day, 8:00 PM', () => {
  expect(formatAlarmSummary({ isOn: true, selectedTime: defaultAlarmTime() })).toBe(
    '매일 오후 8:00',
  );
});

it('says the alarm is off whatever its time', () => {
  expect(formatAlarmSummary({ isOn: false, selectedTime: defaultAlarmTime() })).toBe('알림 꺼짐');
});

it('names weekdays and the weekend, and lists other days from Sunday', () => {
  expect(formatAlarmDays(daysOf('mon', 'tue', 'wed', 'thu', 'fri'))).toBe('평일');
  expect(formatAlarmDays(daysOf('sat', 'sun'))).toBe('주말');
  expect(formatAlarmDays(daysOf('fri', 'mon', 'sun'))).toBe('일·월·금');
  expect(formatAlarmDays(daysOf())).toBe('요일 없음');
});

it('writes the time as 오전/오후 h:mm', () => {
  expect(formatAlarmTime({ ampm: 'AM', hour: 7, minute: 5 })).toBe('오전 7:05');
  expect(formatAlarmTime({ ampm: 'PM', hour: 12, minute: 30 })).toBe('오후 12:30');
});

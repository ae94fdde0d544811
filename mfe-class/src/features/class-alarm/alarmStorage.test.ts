/**
 * @jest-environment jsdom
 */
import { defaultAlarmTime } from '@baeum/shared';
import {
  CLASS_ALARMS_STORAGE_KEY,
  defaultClassAlarm,
  readClassAlarm,
  saveClassAlarm,
} from './alarmStorage';

beforeEach(() => window.localStorage.clear());

it('gives the spec default for a class with nothing saved: on, every day, 8:00 PM', () => {
  expect(readClassAlarm(7)).toEqual({ isOn: true, selectedTime: defaultAlarmTime() });
});

it('saves each class under one key and reads it back', () => {
  const morning = {
    isOn: false,
    selectedTime: { ...defaultAlarmTime(), ampm: 'AM' as const, hour: 6, minute: 15 },
  };
  saveClassAlarm(7, morning);
  saveClassAlarm('12', defaultClassAlarm());
  expect(Object.keys(JSON.parse(window.localStorage.getItem(CLASS_ALARMS_STORAGE_KEY)!))).toEqual([
    '7',
    '12',
  ]);
  expect(readClassAlarm('7')).toEqual(morning);
  expect(readClassAlarm(12)).toEqual(defaultClassAlarm());
});

it('repairs what it cannot trust field by field', () => {
  window.localStorage.setItem(
    CLASS_ALARMS_STORAGE_KEY,
    JSON.stringify({
      7: {
        isOn: 'yes',
        selectedTime: { days: { mon: false, tue: 'no' }, ampm: 'noon', hour: 13, minute: 5 },
      },
    }),
  );
  const alarm = readClassAlarm(7);
  expect(alarm.isOn).toBe(true);
  expect(alarm.selectedTime).toMatchObject({ ampm: 'PM', hour: 8, minute: 5 });
  expect(alarm.selectedTime.days).toMatchObject({ mon: false, tue: true, sun: true });
});

it('does not read inherited keys as a class', () => {
  expect(readClassAlarm('__proto__')).toEqual(defaultClassAlarm());
  expect(readClassAlarm('constructor')).toEqual(defaultClassAlarm());
});

it('throws when the storage refuses, so the screen can say so', () => {
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  } as unknown as Storage;
  expect(() => saveClassAlarm(7, defaultClassAlarm(), full)).toThrow('QuotaExceededError');
});

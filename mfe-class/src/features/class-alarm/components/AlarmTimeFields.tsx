import { useId } from 'react';
import type { AlarmTime } from '@baeum/shared';
import { alarmMessages } from '../../../messages';
import styles from './AlarmSettingsForm.module.scss';

type TimePatch = Partial<Pick<AlarmTime, 'ampm' | 'hour' | 'minute'>>;

export interface AlarmTimeFieldsProps {
  time: Pick<AlarmTime, 'ampm' | 'hour' | 'minute'>;
  onChange: (patch: TimePatch) => void;
}

const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
/** Five-minute steps, as alarm pickers offer; a minute saved off the grid stays selectable. */
const MINUTE_STEP = 5;
const MINUTES = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP);

function minuteOptions(current: number): number[] {
  return MINUTES.includes(current) ? MINUTES : [...MINUTES, current].sort((a, b) => a - b);
}

const pad = (minute: number) => String(minute).padStart(2, '0');

/** 오전/오후, hour and minute as three labelled selects (native pickers on phones). */
export function AlarmTimeFields({ time, onChange }: AlarmTimeFieldsProps) {
  const id = useId();
  const t = alarmMessages.settings;
  return (
    <fieldset className={styles.form__group}>
      <legend className={styles.form__legend}>{t.timeLegend}</legend>
      <div className={styles.form__time}>
        <label className={styles.form__hidden} htmlFor={`${id}-ampm`}>
          {t.ampmLabel}
        </label>
        <select
          id={`${id}-ampm`}
          className={styles.select}
          value={time.ampm}
          onChange={(event) => onChange({ ampm: event.target.value === 'AM' ? 'AM' : 'PM' })}
        >
          <option value="AM">{alarmMessages.ampm.AM}</option>
          <option value="PM">{alarmMessages.ampm.PM}</option>
        </select>
        <label className={styles.form__hidden} htmlFor={`${id}-hour`}>
          {t.hourLabel}
        </label>
        <select
          id={`${id}-hour`}
          className={styles.select}
          value={time.hour}
          onChange={(event) => onChange({ hour: Number(event.target.value) })}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {t.hourOption(hour)}
            </option>
          ))}
        </select>
        <label className={styles.form__hidden} htmlFor={`${id}-minute`}>
          {t.minuteLabel}
        </label>
        <select
          id={`${id}-minute`}
          className={styles.select}
          value={time.minute}
          onChange={(event) => onChange({ minute: Number(event.target.value) })}
        >
          {minuteOptions(time.minute).map((minute) => (
            <option key={minute} value={minute}>
              {t.minuteOption(pad(minute))}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

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
  const t = alarmMessages.settings;
  return (
    <fieldset className={styles.form__group}>
      <legend className={styles.form__legend}>{t.timeLegend}</legend>
      <div className={styles.form__time}>
        <TimeSelect
          label={t.ampmLabel}
          value={time.ampm}
          options={(['AM', 'PM'] as const).map((v) => ({ value: v, label: alarmMessages.ampm[v] }))}
          onChange={(value) => onChange({ ampm: value === 'AM' ? 'AM' : 'PM' })}
        />
        <TimeSelect
          label={t.hourLabel}
          value={time.hour}
          options={HOURS.map((hour) => ({ value: hour, label: t.hourOption(hour) }))}
          onChange={(value) => onChange({ hour: Number(value) })}
        />
        <TimeSelect
          label={t.minuteLabel}
          value={time.minute}
          options={minuteOptions(time.minute).map((m) => ({
            value: m,
            label: t.minuteOption(pad(m)),
          }))}
          onChange={(value) => onChange({ minute: Number(value) })}
        />
      </div>
    </fieldset>
  );
}

/** One part of the time: a select named by a label only screen readers see. */
function TimeSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | number;
  options: Array<{ value: string | number; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label className={styles.form__hidden} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

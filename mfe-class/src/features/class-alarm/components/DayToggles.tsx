import { WEEK_DAYS } from '@baeum/shared';
import type { AlarmTime, WeekDay } from '@baeum/shared';
import { alarmMessages } from '../../../messages';
import styles from './AlarmSettingsForm.module.scss';

export interface DayTogglesProps {
  days: AlarmTime['days'];
  onToggle: (day: WeekDay) => void;
}

/** Sunday to Saturday (spec section 3), each a toggle button. */
export function DayToggles({ days, onToggle }: DayTogglesProps) {
  return (
    <fieldset className={styles.form__group}>
      <legend className={styles.form__legend}>{alarmMessages.settings.daysLegend}</legend>
      <div className={styles.form__days}>
        {WEEK_DAYS.map((day) => (
          <button
            key={day}
            type="button"
            aria-pressed={days[day]}
            className={styles.day}
            data-day={day}
            onClick={() => onToggle(day)}
          >
            {alarmMessages.days[day]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

import type { FormEvent } from 'react';
import { Button, cx } from '@baeum/shared';
import type { Alarm, AlarmTime, WeekDay } from '@baeum/shared';
import { alarmMessages } from '../../../messages';
import { formatAlarmSummary } from '../alarmSummary';
import type { AlarmSaveError } from '../hooks/useClassAlarmDraft';
import { AlarmSwitch } from './AlarmSwitch';
import { AlarmTimeFields } from './AlarmTimeFields';
import { DayToggles } from './DayToggles';
import styles from './AlarmSettingsForm.module.scss';

export interface AlarmSettingsFormProps {
  alarm: Alarm;
  error: AlarmSaveError;
  onSetOn: (on: boolean) => void;
  onToggleDay: (day: WeekDay) => void;
  onTimeChange: (patch: Partial<Pick<AlarmTime, 'ampm' | 'hour' | 'minute'>>) => void;
  onSave: () => void;
}

export function AlarmSettingsForm({
  alarm,
  error,
  onSetOn,
  onToggleDay,
  onTimeChange,
  onSave,
}: AlarmSettingsFormProps) {
  const t = alarmMessages.settings;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={alarmMessages.settingsTitle}
    >
      <section className={styles.form__card}>
        <AlarmSwitch
          checked={alarm.isOn}
          onChange={onSetOn}
          label={t.switchLabel}
          hint={t.switchHint}
        />
        <p
          className={cx(styles.form__preview, !alarm.isOn && styles['form__preview--off'])}
          aria-live="polite"
        >
          {alarm.isOn ? t.preview(formatAlarmSummary(alarm)) : t.offNote}
        </p>
      </section>
      <section className={styles.form__card}>
        <DayToggles days={alarm.selectedTime.days} onToggle={onToggleDay} />
        <AlarmTimeFields time={alarm.selectedTime} onChange={onTimeChange} />
      </section>
      {error && (
        <p className={styles.form__error} role="alert">
          {error === 'no-day' ? t.noDayError : t.saveFailed}
        </p>
      )}
      <div className={styles.form__footer}>
        <Button type="submit" size="lg" fullWidth>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

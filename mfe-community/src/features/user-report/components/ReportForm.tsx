import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextArea } from '@baeum/shared';
import { messages } from '../../../messages';
import { DETAIL_MAX, REPORT_REASONS, validateReport } from '../hooks/reportRules';
import type { ReportErrors, ReportFields, ReportReason } from '../hooks/reportRules';
import styles from './UserReport.module.scss';

const t = messages.report;

/**
 * The reason (a radio group), the detail (required for 기타) and 신고하기. One submit at a time;
 * a failed one keeps everything and says so.
 */
export function ReportForm({ onSubmit }: { onSubmit: (fields: ReportFields) => Promise<void> }) {
  const name = useId();
  const legendId = useId();
  const reasonErrorId = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const detailBox = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<ReportErrors>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const next = validateReport(reason, detail);
    setErrors(next);
    setFailed(false);
    if (next.reason) return firstReason.current?.focus();
    if (next.detail) return detailBox.current?.focus();
    if (!reason) return;
    inFlight.current = true;
    setSending(true);
    try {
      await onSubmit({ reason, detail: detail.trim() });
    } catch {
      setFailed(true);
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={sending || undefined}>
      <fieldset
        className={styles.form__reasons}
        role="radiogroup"
        aria-labelledby={legendId}
        aria-required="true"
        aria-invalid={errors.reason || undefined}
        aria-describedby={errors.reason ? reasonErrorId : undefined}
      >
        <legend id={legendId} className={styles.form__legend}>
          {t.reason}
        </legend>
        {REPORT_REASONS.map((r, i) => (
          <label key={r} className={styles.form__reason}>
            <input
              ref={i === 0 ? firstReason : undefined}
              type="radio"
              name={name}
              value={r}
              checked={reason === r}
              disabled={sending}
              onChange={() => {
                setReason(r);
                setErrors({});
              }}
            />
            <span>{t.reasons[r]}</span>
          </label>
        ))}
        {errors.reason && (
          <p id={reasonErrorId} className={styles.form__error} role="alert">
            {t.reasonEmpty}
          </p>
        )}
      </fieldset>
      <TextArea
        ref={detailBox}
        label={t.detail}
        rows={5}
        maxLength={DETAIL_MAX}
        required={reason === 'other'}
        hint={t.detailHint}
        placeholder={t.detailPlaceholder}
        value={detail}
        readOnly={sending}
        error={errors.detail ? t.detailEmpty : null}
        onChange={(e) => {
          setDetail(e.target.value);
          if (errors.detail) setErrors({});
        }}
      />
      {failed && (
        <p className={styles.form__error} role="alert">
          {t.failed}
        </p>
      )}
      <Button type="submit" fullWidth loading={sending}>
        {t.submit}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextArea, formatNumber, openModal } from '@baeum/shared';
import { useGuardedAction } from '../../../lib/useGuardedAction';
import { messages } from '../../../messages';
import { useWithdraw, withdrawalFailureMessage } from '../hooks/useWithdrawal';
import styles from './WithdrawalForm.module.scss';

const t = messages.withdrawal;

const REASONS = Object.entries(t.reasons) as Array<[keyof typeof t.reasons, string]>;

/** The server keeps up to 500 characters of reason; the chosen reason goes first. */
const DETAIL_MAX = 400;

interface WithdrawalFormProps {
  userId: number;
  points: number;
  onWithdrawn: () => void;
}

/** A reason (one choice and optional words), then a last question, then `POST withdrawal`. */
export function WithdrawalForm({ userId, points, onWithdrawn }: WithdrawalFormProps) {
  const [reason, setReason] = useState<keyof typeof t.reasons | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const withdrawal = useWithdraw(userId, onWithdrawn);
  const { run, pending } = useGuardedAction(async (text: string) => {
    setError(null);
    try {
      await withdrawal.mutateAsync(text);
    } catch (failure) {
      setError(withdrawalFailureMessage(failure));
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!reason) return setError(t.reasonRequired);
    setError(null);
    const text = [t.reasons[reason], detail.trim()].filter(Boolean).join(' - ');
    openModal('ConfirmDialog', {
      title: t.confirmTitle,
      message: t.confirmMessage(formatNumber(points) || '0'),
      confirmLabel: t.confirm,
      cancelLabel: t.cancel,
      onConfirm: () => void run(text),
    });
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-describedby={error ? 'withdrawal-error' : undefined}
    >
      <fieldset
        className={styles.form__reasons}
        aria-invalid={error === t.reasonRequired || undefined}
      >
        <legend className={styles.form__legend}>{t.reasonLegend}</legend>
        {REASONS.map(([key, label]) => (
          <label key={key} className={styles.form__reason}>
            <input
              type="radio"
              name="withdrawal-reason"
              value={key}
              checked={reason === key}
              onChange={() => {
                setReason(key);
                if (error === t.reasonRequired) setError(null);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <TextArea
        label={t.detailLabel}
        placeholder={t.detailPlaceholder}
        maxLength={DETAIL_MAX}
        rows={4}
        value={detail}
        onChange={(event) => setDetail(event.target.value)}
      />
      {error && (
        <p id="withdrawal-error" className={styles.form__error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" size="lg" fullWidth loading={pending}>
        {t.submit}
      </Button>
      <p className="visually-hidden" role="status">
        {pending ? t.withdrawing : ''}
      </p>
    </form>
  );
}

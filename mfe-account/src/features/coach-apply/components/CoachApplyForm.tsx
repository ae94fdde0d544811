import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, EmptyState, TextField, toApiError, updateContact } from '@baeum/shared';
import { checkPhone } from '../../../lib/validation';
import { AppLink } from '../../../components/AppLink';
import { messages } from '../../../messages';
import styles from './CoachApplyForm.module.scss';

const t = messages.coachApply;

/**
 * The coach application (spec §3): phone, kakao id (`kakako_id` on the wire), living abroad.
 * At least one way to reach the applicant; a bad phone never leaves the browser; a failed send
 * keeps what was typed; one send at a time.
 */
export function CoachApplyForm({ userId }: { userId: number }) {
  const [phone, setPhone] = useState('');
  const [kakao, setKakao] = useState('');
  const [abroad, setAbroad] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <EmptyState
        icon="success"
        title={t.doneTitle}
        description={t.doneDescription}
        action={
          <AppLink to="/" className={styles.form__link}>
            {messages.common.goHome}
          </AppLink>
        }
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const phoneCheck = phone.trim() ? checkPhone(phone) : null;
    if (phoneCheck && !phoneCheck.ok) return setErrors({ phone: phoneCheck.message });
    if (!phone.trim() && !kakao.trim()) return setErrors({ form: t.contactRequired });
    setErrors({});
    setSending(true);
    try {
      await updateContact(userId, {
        phone: phoneCheck?.ok ? phoneCheck.value : '',
        kakako_id: kakao.trim(),
        living_abroad: abroad,
      });
      setDone(true);
    } catch (error) {
      setErrors({
        form: toApiError(error).kind === 'http' ? toApiError(error).message || t.failed : t.failed,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-describedby={errors.form ? 'coach-form-error' : undefined}
    >
      <TextField
        label={t.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={messages.phone.placeholder}
        value={phone}
        error={errors.phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <TextField
        label={t.kakao}
        hint={t.kakaoHint}
        maxLength={50}
        value={kakao}
        onChange={(e) => setKakao(e.target.value)}
      />
      <label className={styles.form__check}>
        <input type="checkbox" checked={abroad} onChange={(e) => setAbroad(e.target.checked)} />
        {t.abroad}
      </label>
      {errors.form && (
        <p id="coach-form-error" className={styles.form__error} role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" fullWidth loading={sending}>
        {t.submit}
      </Button>
    </form>
  );
}

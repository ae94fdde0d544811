import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, EmptyState, failureMessage, updateContact } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import {
  CoachContactFields,
  checkContactPhone,
  noCoachContact,
} from '../../../components/CoachContactFields';
import { messages } from '../../../messages';
import styles from './CoachApplyForm.module.scss';

const t = messages.coachApply;

/**
 * The coach application (spec §3): phone, kakao id (`kakako_id` on the wire), living abroad.
 * At least one way to reach the applicant; a bad phone never leaves the browser; a failed send
 * keeps what was typed; one send at a time.
 */
export function CoachApplyForm({ userId }: { userId: number }) {
  const [contact, setContact] = useState(noCoachContact);
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
    const phoneCheck = checkContactPhone(contact);
    if (phoneCheck && !phoneCheck.ok) return setErrors({ phone: phoneCheck.message });
    if (!phoneCheck && !contact.kakao.trim()) return setErrors({ form: t.contactRequired });
    setErrors({});
    setSending(true);
    try {
      await updateContact(userId, {
        phone: phoneCheck?.ok ? phoneCheck.value : '',
        kakako_id: contact.kakao.trim(),
        living_abroad: contact.abroad,
      });
      setDone(true);
    } catch (error) {
      setErrors({ form: failureMessage(error, t.failed) });
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
      <CoachContactFields
        value={contact}
        onChange={setContact}
        phoneError={errors.phone}
        kakaoHint={t.kakaoHint}
        checkClassName={styles.form__check}
      />
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

import { useEffect, useRef, useState } from 'react';
import { Button, Icon, findPassword } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { LiveRegion } from '../../../components/LiveRegion';
import { PhoneField } from '../../../components/PhoneField';
import { useFieldErrors, useGuardedSubmit } from '../../../lib/useGuardedAction';
import { checkPhone } from '../../../lib/validation';
import { messages } from '../../../messages';
import styles from './PasswordResetForm.module.scss';

/**
 * The business server's `reset_password`. Spec section 7: its result is ignored (and saying
 * "no such member" would tell strangers who is registered), so the screen always says what
 * happens next, in words that are true either way.
 */
export function PasswordResetForm({ loginPath = '/login' }: { loginPath?: string }) {
  const [phone, setPhone] = useState('');
  const { setErrors, bind } = useFieldErrors<'phone'>();
  const [requestedFor, setRequestedFor] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const phoneRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const returnFocusToPhone = useRef(false);

  // Move focus once the screen it belongs to has rendered (deterministic, unlike a frame callback).
  useEffect(() => {
    if (requestedFor) {
      doneRef.current?.focus();
    } else if (returnFocusToPhone.current) {
      returnFocusToPhone.current = false;
      phoneRef.current?.focus();
    }
  }, [requestedFor]);

  const { onSubmit, pending } = useGuardedSubmit(async () => {
    const checked = checkPhone(phone);
    if (!checked.ok) {
      setErrors({ phone: checked.message });
      phoneRef.current?.focus();
      return;
    }
    setErrors({});
    setStatus(messages.reset.submitting);
    await findPassword(checked.value); // never rejects: failures are logged and ignored
    setRequestedFor(checked.value);
    setStatus(messages.reset.doneHeading);
  }, setStatus);

  if (requestedFor) {
    return (
      <div className={styles.done}>
        <div className={styles.done__icon} aria-hidden="true">
          <Icon name="check" size={28} />
        </div>
        <h2 ref={doneRef} tabIndex={-1} className={styles.done__title}>
          {messages.reset.doneHeading}
        </h2>
        <p className={styles.done__text}>{messages.reset.done(requestedFor)}</p>
        <p className={styles.done__hint}>{messages.reset.doneHint}</p>
        <div className={styles.done__actions}>
          <AppLink to={loginPath} className={styles.done__primary}>
            {messages.reset.toLogin}
          </AppLink>
          <Button
            variant="ghost"
            size="md"
            fullWidth
            onClick={() => {
              setRequestedFor(null);
              setStatus('');
              returnFocusToPhone.current = true;
            }}
          >
            {messages.reset.retry}
          </Button>
        </div>
        <LiveRegion message={status} />
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <PhoneField ref={phoneRef} name="phone" {...bind('phone', phone, setPhone)} />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? messages.reset.submitting : messages.reset.submit}
      </Button>
      <LiveRegion message={status} />
    </form>
  );
}

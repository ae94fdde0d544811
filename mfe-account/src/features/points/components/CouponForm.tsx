import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextField, formatNumber } from '@baeum/shared';
import { ignoreImeEnter, useGuardedAction } from '../../../lib/useGuardedAction';
import { messages } from '../../../messages';
import { checkCouponCode, couponFailureMessage, useRedeemCoupon } from '../hooks/useRedeemCoupon';
import styles from './CouponForm.module.scss';

const t = messages.coupon;

/**
 * Coupon registration (`service_code_use/{code}`): a malformed code never leaves the browser;
 * the server's refusals each have their words under the field; a used coupon's points show in
 * the total above at once.
 */
export function CouponForm({ userId }: { userId: number }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState('');
  const redeem = useRedeemCoupon(userId);
  const { run, pending } = useGuardedAction(async () => {
    setResult('');
    const problem = checkCouponCode(code);
    if (problem) return setError(problem);
    setError(null);
    try {
      const answer = await redeem.mutateAsync(code.trim());
      setResult(t.success(answer.title ?? '', formatNumber(answer.point) || '0'));
      setCode('');
    } catch (failure) {
      setError(couponFailureMessage(failure));
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    <section className={styles.coupon} aria-labelledby="coupon-title">
      <h2 id="coupon-title" className={styles.coupon__title}>
        {t.title}
      </h2>
      <p className={styles.coupon__description}>{t.description}</p>
      <form className={styles.coupon__form} onSubmit={submit} noValidate>
        <TextField
          label={t.label}
          value={code}
          placeholder={t.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setResult('');
          }}
          onKeyDown={ignoreImeEnter}
          addon={
            <Button type="submit" loading={pending}>
              {t.submit}
            </Button>
          }
        />
      </form>
      <p className={styles.coupon__result} role="status">
        {result}
      </p>
    </section>
  );
}

import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  ErrorState,
  LazyImage,
  Skeleton,
  TextField,
  formatWon,
  requestDiscount,
  toApiError,
  useQueryClient,
} from '@baeum/shared';
import type { ClassSummary, UserInfo } from '@baeum/shared';
import { formatMobile, mobileDigits } from '@baeum/shared/validation';
import { messages } from '../../../messages';
import { useProductKey, usePay, useQuote } from '../hooks/useCheckout';
import styles from './Checkout.module.scss';

const t = messages.checkout;
const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The checkout: the class and its plan, a discount code through `biz/discount`, the buyer (the
 * coach's store registration), a test card; one payment per visit (an idempotency key), the
 * receipt on success, the card company's message on a decline.
 */
export function Checkout({ summary, user }: { summary: ClassSummary; user: UserInfo }) {
  const classId = summary.class_id;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [code, setCode] = useState<string | null>(null);
  const [codeInput, setCodeInput] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone ? formatMobile(user.phone) : '');
  const [card, setCard] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string; card?: string }>({});
  const quote = useQuote(classId, code);
  const productKey = useProductKey(quote.data?.payment);
  const pay = usePay(classId);

  const applyCode = async () => {
    const candidate = codeInput.trim().toUpperCase();
    if (!candidate || applying) return;
    setApplying(true);
    setCodeError(null);
    try {
      await qc.fetchQuery({
        queryKey: ['class', 'quote', classId, candidate],
        queryFn: () => requestDiscount({ class_id: classId, discount_code: candidate }),
        retry: false,
      });
      setCode(candidate);
    } catch (error) {
      setCodeError(toApiError(error).serverMessage ?? t.payFailed);
    } finally {
      setApplying(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending || !quote.data) return;
    const digits = mobileDigits(phone);
    const next = {
      name: name.trim() ? undefined : t.nameRequired,
      phone: digits ? undefined : t.phoneInvalid,
      card: /^\d{16}$/.test(cardDigits(card)) ? undefined : t.cardInvalid,
    };
    setErrors(next);
    if (next.name || next.phone || next.card) return;
    pay.mutate(
      {
        quote: quote.data,
        name: name.trim(),
        phone: digits!,
        card: cardDigits(card),
        productKey: productKey.data,
      },
      {
        onSuccess: (receipt) =>
          navigate(`/class/open_class/${classId}?payment=${receipt.payment_id}`, { replace: true }),
      },
    );
  };

  if (quote.isError && !quote.data)
    return <ErrorState title={t.payFailed} onRetry={() => void quote.refetch()} />;
  const q = quote.data;
  const payError = pay.error ? (toApiError(pay.error).serverMessage ?? t.payFailed) : null;

  return (
    <form className={styles.checkout} onSubmit={submit} noValidate>
      <CheckoutCard id="checkout-class" title={t.classLabel}>
        <div className={styles.class}>
          <LazyImage
            className={styles.class__image}
            src={summary.class_photo}
            alt=""
            eager
            width={120}
            height={80}
          />
          <p className={styles.class__name}>{summary.class_name}</p>
        </div>
      </CheckoutCard>

      <CheckoutCard id="checkout-plan" title={t.planTitle}>
        {q ? (
          <dl className={styles.price}>
            <div>
              <dt>{t.months(q.months)}</dt>
              <dd>{t.monthly(formatWon(q.payment))}</dd>
            </div>
            <div>
              <dt>{t.totalPrice}</dt>
              <dd>{formatWon(q.total_price)}</dd>
            </div>
            {q.discount_amount > 0 && (
              <div>
                <dt>{t.classDiscount}</dt>
                <dd className={styles.price__minus}>{t.minus(formatWon(q.discount_amount))}</dd>
              </div>
            )}
            {q.discount_code && (
              <div>
                <dt>{t.codeDiscount(q.discount_code)}</dt>
                <dd className={styles.price__minus}>{t.minus(formatWon(q.code_discount ?? 0))}</dd>
              </div>
            )}
            <div className={styles.price__final}>
              <dt>{t.finalPrice}</dt>
              <dd>{formatWon(q.final_price)}</dd>
            </div>
          </dl>
        ) : (
          <Skeleton height={120} />
        )}
        <div className={styles.code}>
          <TextField
            label={t.codeLabel}
            placeholder={t.codePlaceholder}
            value={codeInput}
            maxLength={30}
            autoComplete="off"
            onChange={(e) => setCodeInput(e.target.value)}
            onKeyDown={(e) => {
              // Enter applies the code (never the whole form); not while Hangul is composing.
              if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
              e.preventDefault();
              void applyCode();
            }}
            error={codeError}
            success={code ? t.codeApplied(code) : undefined}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={applying}
            onClick={() => void applyCode()}
          >
            {t.codeApply}
          </Button>
          {code && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setCode(null);
                setCodeInput('');
              }}
            >
              {t.codeRemove}
            </Button>
          )}
        </div>
      </CheckoutCard>

      <CheckoutCard id="checkout-buyer" title={t.buyerTitle}>
        <TextField
          label={t.nameLabel}
          value={name}
          maxLength={20}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          label={t.phoneLabel}
          value={phone}
          inputMode="tel"
          autoComplete="tel"
          maxLength={13}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
        />
      </CheckoutCard>

      <CheckoutCard id="checkout-card" title={t.cardTitle}>
        <TextField
          label={t.cardLabel}
          value={card}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={19}
          hint={t.cardHint}
          onChange={(e) => setCard(e.target.value)}
          error={errors.card}
        />
      </CheckoutCard>

      {payError && (
        <p className={styles.error} role="alert">
          {payError}
        </p>
      )}
      <div className={styles.submit}>
        <Button
          type="submit"
          size="lg"
          disabled={pay.isPending || !q}
          className={styles.submit__button}
        >
          {pay.isPending ? t.paying : t.pay(q ? formatWon(q.final_price) : '')}
        </Button>
      </div>
    </form>
  );
}

/** One step of the checkout: a card titled by its heading. */
function CheckoutCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.card__title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

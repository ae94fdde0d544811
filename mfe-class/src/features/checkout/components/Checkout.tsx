import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  ErrorState,
  LazyImage,
  TextField,
  formatPhone,
  formatWon,
  failureMessage,
  useFocusFirstInvalid,
  useQueryClient,
} from '@baeum/shared';
import type { ClassSummary, PayMethod, UserInfo } from '@baeum/shared';
import { mobileDigits } from '@baeum/shared/validation';
import { messages } from '../../../messages';
import { useCheckoutQuote, usePay } from '../hooks/useCheckout';
import { checkoutQueries } from '../queries';
import type { QuoteInput } from '../queries';
import { cardDigits, expiryProblem } from '../lib/cardFormat';
import { Agreements } from './Agreements';
import type { AgreementState } from './Agreements';
import { PaymentMethod } from './PaymentMethod';
import { PriceCard } from './PriceCard';
import styles from './Checkout.module.scss';

const t = messages.checkout;
const p = messages.pay;

interface Errors {
  name?: string;
  phone?: string;
  card?: string;
  expiry?: string;
}

/**
 * The checkout (issue #37): the class, the price with a discount code and points (computed by
 * the API), the buyer, the payment method (a test card, or 카카오페이 / 네이버페이 / 토스페이 through
 * the provider's test page), the required agreements; one order per attempt (an idempotency key).
 */
export function Checkout({ summary, user }: { summary: ClassSummary; user: UserInfo }) {
  const classId = summary.class_id;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [input, setInput] = useState<QuoteInput>({ code: null, points: 0 });
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(formatPhone(user.phone));
  const [method, setMethod] = useState<PayMethod>('card');
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [agreed, setAgreed] = useState<AgreementState>({ purchase: false, refund: false });
  const [errors, setErrors] = useState<Errors>({});
  const quote = useCheckoutQuote(classId, input);
  const pay = usePay(classId);
  const agreeAllRef = useRef<HTMLInputElement>(null);
  // A failed submit takes the user to the first field that needs them.
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  /** Asks the API for the price with the candidate; keeps it when it answers. */
  const attempt = async (next: QuoteInput): Promise<string | null> => {
    try {
      await qc.fetchQuery(checkoutQueries.quote(classId, next));
      setInput(next);
      return null;
    } catch (error) {
      return failureMessage(error, t.payFailed);
    }
  };

  const q = quote.data;
  // Nothing left to pay (points cover it): the API pays it with points, no provider, no card.
  const free = q?.amount === 0;
  const submitMethod: PayMethod = free ? 'kakaopay' : method;
  const agreedAll = agreed.purchase && agreed.refund;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending || !q) return;
    if (!agreedAll) {
      // The pay button says why it waits; a tap takes the user to the agreements.
      agreeAllRef.current?.scrollIntoView?.({ block: 'center' });
      agreeAllRef.current?.focus();
      return;
    }
    const digits = mobileDigits(phone);
    const byCard = submitMethod === 'card';
    const expiryCheck = byCard ? expiryProblem(expiry) : null;
    const next: Errors = {
      name: name.trim() ? undefined : t.nameRequired,
      phone: digits ? undefined : t.phoneInvalid,
      card: !byCard || /^\d{12,19}$/.test(cardDigits(card)) ? undefined : p.cardInvalid,
      expiry: !expiryCheck ? undefined : expiryCheck === 'past' ? p.expiryPast : p.expiryInvalid,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) {
      focusFirstInvalid();
      return;
    }
    pay.mutate(
      {
        quote: q,
        method: submitMethod,
        name: name.trim(),
        phone: digits!,
        ...(byCard ? { card: { number: cardDigits(card), expiry } } : {}),
      },
      {
        onSuccess: (answer) => {
          if (!answer.redirect_url) void navigate(answer.order.complete_url, { replace: true });
        },
      },
    );
  };

  if (quote.isError && !q)
    return (
      <ErrorState
        title={failureMessage(quote.error, t.payFailed)}
        onRetry={() => void quote.refetch()}
      />
    );
  const payError = pay.error ? failureMessage(pay.error, t.payFailed) : null;
  const waitsForAgreement = Boolean(q) && !agreedAll;
  const won = q ? formatWon(q.amount) : '';
  const leaving = pay.isSuccess && Boolean(pay.data?.redirect_url);

  return (
    <form ref={formRef} className={styles.checkout} onSubmit={submit} noValidate>
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
        <PriceCard
          quote={q}
          code={input.code}
          points={input.points}
          tryCode={(code) => attempt({ ...input, code })}
          tryPoints={(points) => attempt({ ...input, points })}
        />
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
          onChange={(e) => setPhone(formatPhone(e.target.value))}
          error={errors.phone}
        />
      </CheckoutCard>

      {!free && (
        <CheckoutCard id="checkout-method" title={p.methodTitle}>
          <PaymentMethod
            method={method}
            onMethod={setMethod}
            card={card}
            onCard={setCard}
            expiry={expiry}
            onExpiry={setExpiry}
            errors={errors}
          />
        </CheckoutCard>
      )}

      <CheckoutCard id="checkout-agree" title={p.agreeTitle}>
        <Agreements
          className={summary.class_name}
          months={q?.months ?? 1}
          allRef={agreeAllRef}
          value={agreed}
          onChange={setAgreed}
        />
      </CheckoutCard>

      {/* The bar stays at hand on phones: what went wrong, or why it waits, is shown in it. */}
      <div className={styles.submit}>
        {payError && (
          <p className={styles.error} role="alert">
            {payError}
          </p>
        )}
        {waitsForAgreement && (
          <p id="pay-waits" className={styles.submit__why}>
            {p.agreeFirst}
          </p>
        )}
        <Button
          type="submit"
          size="lg"
          disabled={pay.isPending || leaving || !q}
          aria-disabled={waitsForAgreement || undefined}
          aria-describedby={waitsForAgreement ? 'pay-waits' : undefined}
          className={styles.submit__button}
        >
          {pay.isPending
            ? p.paying
            : leaving
              ? p.leaving
              : submitMethod === 'card' || free
                ? p.pay(won)
                : p.payEasy(p.methods[submitMethod], won)}
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

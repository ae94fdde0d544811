import { TextField } from '@baeum/shared';
import type { PayMethod } from '@baeum/shared';
import { messages } from '../../../messages';
import { formatCardNumber, formatExpiry } from '../lib/cardFormat';
import styles from './Checkout.module.scss';

const p = messages.pay;
export const METHODS: PayMethod[] = ['card', 'kakaopay', 'naverpay', 'tosspay'];

interface Props {
  method: PayMethod;
  onMethod: (method: PayMethod) => void;
  card: string;
  onCard: (value: string) => void;
  expiry: string;
  onExpiry: (value: string) => void;
  errors: { card?: string; expiry?: string };
}

/** 결제 수단: a card (number in groups of four, MM/YY) or 카카오페이 / 네이버페이 / 토스페이. */
export function PaymentMethod({ method, onMethod, card, onCard, expiry, onExpiry, errors }: Props) {
  return (
    <>
      <fieldset className={styles.methods}>
        <legend className="visually-hidden">{p.methodLegend}</legend>
        {METHODS.map((m) => (
          <label key={m} className={styles.method} data-checked={method === m}>
            <input
              type="radio"
              name="pay-method"
              value={m}
              checked={method === m}
              onChange={() => onMethod(m)}
            />
            <span>{p.methods[m]}</span>
          </label>
        ))}
      </fieldset>
      {method === 'card' ? (
        <div className={styles.cardFields}>
          <TextField
            label={p.cardLabel}
            value={card}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            placeholder="0000 0000 0000 0000"
            hint={p.cardHint}
            onChange={(e) => onCard(formatCardNumber(e.target.value))}
            error={errors.card}
          />
          <TextField
            label={p.expiryLabel}
            value={expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={5}
            placeholder="MM/YY"
            onChange={(e) => onExpiry(formatExpiry(e.target.value, expiry))}
            error={errors.expiry}
          />
        </div>
      ) : (
        <p className={styles.note}>{p.easyPayHint(p.methods[method])}</p>
      )}
    </>
  );
}

import type { Ref } from 'react';
import { messages } from '../../../messages';
import styles from './Checkout.module.scss';

const p = messages.pay;

export interface AgreementState {
  purchase: boolean;
  refund: boolean;
}

interface Props {
  className: string;
  months: number;
  /** The 모두 동의 box, where the waiting pay button takes the user. */
  allRef?: Ref<HTMLInputElement>;
  value: AgreementState;
  onChange: (value: AgreementState) => void;
}

/** The two required agreements, the refund rule written out; 모두 동의 ticks both. */
export function Agreements({ className, months, allRef, value, onChange }: Props) {
  const all = value.purchase && value.refund;
  return (
    <div className={styles.agreements}>
      <label className={styles.agree__all}>
        <input
          ref={allRef}
          type="checkbox"
          checked={all}
          onChange={(e) => onChange({ purchase: e.target.checked, refund: e.target.checked })}
        />
        <span>{p.agreeAll}</span>
      </label>
      <label className={styles.agree}>
        <input
          type="checkbox"
          checked={value.purchase}
          aria-describedby="agree-purchase-text"
          onChange={(e) => onChange({ ...value, purchase: e.target.checked })}
        />
        <span>{p.agreePurchase}</span>
      </label>
      <p id="agree-purchase-text" className={styles.agree__text}>
        {p.agreePurchaseText(className, months)}
      </p>
      <label className={styles.agree}>
        <input
          type="checkbox"
          checked={value.refund}
          aria-describedby="refund-rule"
          onChange={(e) => onChange({ ...value, refund: e.target.checked })}
        />
        <span>{p.agreeRefund}</span>
      </label>
      <section id="refund-rule" className={styles.rule} aria-label={p.refundRuleTitle}>
        <h3 className={styles.rule__title}>{p.refundRuleTitle}</h3>
        <ul>
          {p.refundRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      {!all && <p className={styles.note}>{p.agreeRequired}</p>}
    </div>
  );
}

import { cx } from '@baeum/shared';
import { messages } from '../messages';
import styles from './Agreements.module.scss';

export const AGREEMENT_ITEMS = [
  { key: 'age', label: messages.signup.agreeAge, required: true },
  { key: 'terms', label: messages.signup.agreeTerms, required: true, doc: '/terms' },
  { key: 'privacy', label: messages.signup.agreePrivacy, required: true, doc: '/privacy' },
  { key: 'marketing', label: messages.signup.agreeMarketing, required: false },
] as const;

export type AgreementKey = (typeof AGREEMENT_ITEMS)[number]['key'];
export type AgreementState = Record<AgreementKey, boolean>;

export const noAgreements: AgreementState = {
  age: false,
  terms: false,
  privacy: false,
  marketing: false,
};

export function requiredAgreed(state: AgreementState): boolean {
  return AGREEMENT_ITEMS.every((item) => !item.required || state[item.key]);
}

interface AgreementsProps {
  value: AgreementState;
  /** The items shown (all by default; the social sign-up asks the age apart). */
  items?: ReadonlyArray<(typeof AGREEMENT_ITEMS)[number]>;
  onChange: (next: AgreementState) => void;
  error?: string | null;
  errorId?: string;
}

/** 전체 동의 and the items; the required ones gate 가입하기. */
export function Agreements({
  value,
  onChange,
  error,
  errorId,
  items = AGREEMENT_ITEMS,
}: AgreementsProps) {
  const all = items.every((item) => value[item.key]);
  const setAll = (checked: boolean) =>
    onChange({
      ...value,
      ...(Object.fromEntries(items.map((item) => [item.key, checked])) as AgreementState),
    });

  return (
    <fieldset
      className={styles.agreements}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="visually-hidden">{messages.signup.agreementsTitle}</legend>
      <label className={cx(styles.agreements__item, styles['agreements__item--all'])}>
        <input
          type="checkbox"
          className={styles.agreements__box}
          checked={all}
          onChange={(e) => setAll(e.target.checked)}
        />
        <span>{messages.signup.agreeAll}</span>
      </label>
      <ul className={styles.agreements__list}>
        {items.map((item) => (
          <li key={item.key}>
            <label className={styles.agreements__item}>
              <input
                type="checkbox"
                className={styles.agreements__box}
                checked={value[item.key]}
                required={item.required}
                onChange={(e) => onChange({ ...value, [item.key]: e.target.checked })}
              />
              <span>
                <span
                  className={
                    item.required ? styles.agreements__required : styles.agreements__optional
                  }
                >
                  [{item.required ? messages.common.required : messages.common.optional}]
                </span>{' '}
                {item.label}
              </span>
            </label>
            {'doc' in item && (
              // A new tab, so the half-filled form stays as it is (issue #38).
              <a
                className={styles.agreements__view}
                href={item.doc}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={messages.legal.openNewWindow(item.label)}
              >
                {messages.legal.view}
              </a>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className={styles.agreements__error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

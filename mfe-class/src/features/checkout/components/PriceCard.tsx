import { useState } from 'react';
import { Button, Skeleton, TextField, formatNumber, formatWon } from '@baeum/shared';
import type { CheckoutQuoteWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './Checkout.module.scss';

const t = messages.checkout;
const p = messages.pay;

/** Apply a candidate (a code or points); resolves to the server's message when it is refused. */
export type Attempt<T> = (value: T) => Promise<string | null>;

interface Props {
  quote: CheckoutQuoteWire | undefined;
  code: string | null;
  points: number;
  tryCode: Attempt<string | null>;
  tryPoints: Attempt<number>;
}

/** 수강 플랜: the plan, 할인 코드 and 포인트 side by side, and the breakdown the API computed. */
export function PriceCard({ quote: q, code, points, tryCode, tryPoints }: Props) {
  return (
    <>
      <div className={styles.plan}>
        {q ? (
          <p>
            {t.months(q.months)} · {t.monthly(formatWon(q.payment))}
          </p>
        ) : (
          <Skeleton height={24} />
        )}
      </div>
      <CodeField code={code} tryCode={tryCode} />
      <PointsField quote={q} points={points} tryPoints={tryPoints} />
      {q ? (
        <dl className={styles.price} aria-label={p.breakdownLabel}>
          {q.breakdown.map((line, i) => {
            const last = i === q.breakdown.length - 1;
            return (
              <div key={line.label} className={last ? styles.price__final : undefined}>
                <dt>{line.label}</dt>
                <dd className={line.amount < 0 ? styles.price__minus : undefined}>
                  {line.amount < 0 ? t.minus(formatWon(-line.amount)) : formatWon(line.amount)}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <Skeleton height={160} />
      )}
    </>
  );
}

function CodeField({ code, tryCode }: { code: string | null; tryCode: Attempt<string | null> }) {
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    const candidate = input.trim().toUpperCase();
    if (!candidate || busy) return;
    setBusy(true);
    setError(await tryCode(candidate));
    setBusy(false);
  };
  return (
    <div className={styles.code}>
      <TextField
        label={t.codeLabel}
        placeholder={t.codePlaceholder}
        value={input}
        maxLength={30}
        autoComplete="off"
        onChange={(e) => setInput(e.target.value)}
        onKeyDown={(e) => {
          // Enter applies the code (never the whole form); not while Hangul is composing.
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
          e.preventDefault();
          void apply();
        }}
        error={error}
        success={code ? t.codeApplied(code) : undefined}
      />
      <Button type="button" variant="secondary" disabled={busy} onClick={() => void apply()}>
        {t.codeApply}
      </Button>
      {code && (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setInput('');
            setError(null);
            void tryCode(null);
          }}
        >
          {t.codeRemove}
        </Button>
      )}
    </div>
  );
}

function PointsField({
  quote: q,
  points,
  tryPoints,
}: {
  quote: CheckoutQuoteWire | undefined;
  points: number;
  tryPoints: Attempt<number>;
}) {
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = async (value: number) => {
    if (busy) return;
    setBusy(true);
    setInput(value ? formatNumber(value) : '');
    setError(await tryPoints(value));
    setBusy(false);
  };
  const typed = () => Number(input.replace(/\D/g, '') || '0');
  const max = q?.points_rule.max ?? 0;
  return (
    <div className={styles.points}>
      <p className={styles.points__balance}>
        <span>{p.pointsTitle}</span>
        <span>{p.pointsBalance(formatNumber(q?.balance ?? 0))}</span>
      </p>
      <div className={styles.code}>
        <TextField
          label={p.pointsLabel}
          value={input}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          placeholder="0"
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '');
            setInput(digits ? formatNumber(Number(digits)) : '');
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            void apply(typed());
          }}
          hint={
            q
              ? max > 0
                ? p.pointsHint(formatNumber(q.points_rule.unit), formatNumber(max))
                : p.pointsNone
              : undefined
          }
          error={error}
          success={points > 0 ? p.pointsApplied(formatNumber(points)) : undefined}
        />
        <Button
          type="button"
          variant="secondary"
          disabled={busy || !q}
          onClick={() => void apply(typed())}
        >
          {p.pointsApply}
        </Button>
        {max > 0 && (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => void apply(max)}>
            {p.pointsAll}
          </Button>
        )}
      </div>
    </div>
  );
}

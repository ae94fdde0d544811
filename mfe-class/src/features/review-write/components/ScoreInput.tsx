import { useId } from 'react';
import { Icon } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './ReviewForm.module.scss';

const t = messages.reviewWrite;

/**
 * The score as five radios drawn as stars: arrow keys move between them (the radio group's own
 * keyboard pattern), each is labelled "N점", the chosen one and those before it are lit.
 */
export function ScoreInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (score: number) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      className={styles.score}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{t.scoreLegend}</legend>
      <div className={styles.score__stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= value ? styles['score__star--on'] : styles.score__star}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="visually-hidden"
            />
            <Icon name="star" size={36} />
            <span className="visually-hidden">{t.scoreOption(n)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

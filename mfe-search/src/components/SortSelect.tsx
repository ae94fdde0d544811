import { useId } from 'react';
import { Icon } from '@baeum/shared';
import { messages } from '../messages';
import styles from './SortSelect.module.scss';

export interface SortSelectProps<T extends string> {
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

/** A labelled native <select>: the phone's own picker on mobile, a compact menu on desktop. */
export function SortSelect<T extends keyof typeof messages.sort.options>({
  value,
  options,
  onChange,
}: SortSelectProps<T>) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className="visually-hidden">
        {messages.sort.label}
      </label>
      <select
        id={id}
        className={styles.sort__select}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {messages.sort.options[option]}
          </option>
        ))}
      </select>
      <Icon name="chevron-down" size={16} className={styles.sort__icon} />
    </div>
  );
}

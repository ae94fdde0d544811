import styles from './ChipGroup.module.scss';

export interface ChipOption<T> {
  value: T;
  label: string;
}

export interface ChipGroupProps<T> {
  /** The group's accessible name (e.g. 후기 필터, 카테고리). */
  label: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** One choice among a few, as pill buttons (`aria-pressed`) in a labelled group; scrolls sideways. */
export function ChipGroup<T extends string | number | null>({
  label,
  options,
  value,
  onChange,
  className,
}: ChipGroupProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={className ? `${styles.chips} ${className}` : styles.chips}
    >
      {options.map((option) => {
        const on = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            className={on ? styles['chip--on'] : styles.chip}
            aria-pressed={on}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

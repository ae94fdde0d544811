import { ChipGroup, cx } from '@baeum/shared';
import type { ReviewListFilter, ReviewSort } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './Reviews.module.scss';

const t = messages.reviews.filter;

const SORT_OPTIONS: ReadonlyArray<{ value: ReviewSort; label: string }> = [
  { value: 'latest', label: t.latest },
  { value: 'helpful', label: t.helpful },
  { value: 'score', label: t.score },
];
const SCORE_OPTIONS = [0, 5, 4, 3, 2, 1].map((value) => ({
  value,
  label: value ? t.stars(value) : t.allScores,
}));

/** Sort, photo-only and star filters of the review list; each change is a new URL. */
export function ReviewFilters({
  filter,
  onChange,
}: {
  filter: Required<ReviewListFilter>;
  onChange: (next: Required<ReviewListFilter>) => void;
}) {
  return (
    <div className={styles.filters}>
      <ChipGroup
        label={t.sortLabel}
        options={SORT_OPTIONS}
        value={filter.sort}
        onChange={(sort) => onChange({ ...filter, sort })}
      />
      <div className={styles.filters__row}>
        <button
          type="button"
          className={cx(styles.filters__photo, filter.photoOnly && styles['filters__photo--on'])}
          aria-pressed={filter.photoOnly}
          onClick={() => onChange({ ...filter, photoOnly: !filter.photoOnly })}
        >
          {t.photoOnly}
        </button>
        <ChipGroup
          label={t.scoreLabel}
          options={SCORE_OPTIONS}
          value={filter.score}
          onChange={(score) => onChange({ ...filter, score })}
        />
      </div>
    </div>
  );
}

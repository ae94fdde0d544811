import type { Suggestion } from '@baeum/shared';
import { cx, Icon } from '@baeum/shared';
import { messages } from '../../../messages';
import { HighlightedText } from './HighlightedText';
import styles from './SuggestionList.module.scss';

export interface SuggestionListProps {
  id: string;
  open: boolean;
  items: readonly Suggestion[];
  /** The keyword the items answer, for the highlight. */
  query: string;
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (keyword: string) => void;
  onHover: (index: number) => void;
}

/** The listbox of the search combobox (WAI-ARIA combobox pattern, list autocomplete). */
export function SuggestionList({
  id,
  open,
  items,
  query,
  activeIndex,
  optionId,
  onPick,
  onHover,
}: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={messages.searchBar.suggestions}
      className={styles.suggestions}
      hidden={!open}
    >
      {open &&
        items.map((item, index) => (
          // Keyboard use stays on the combobox (aria-activedescendant); options take the pointer.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${item.key}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={cx(
              styles.suggestions__option,
              index === activeIndex && styles['suggestions__option--active'],
            )}
            // Keeps focus in the field, so the outside-click rule does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onHover(index)}
            onClick={() => onPick(item.key)}
          >
            <Icon name="search" size={16} className={styles.suggestions__icon} />
            <span className={styles.suggestions__text}>
              <HighlightedText text={item.key} query={query} />
            </span>
          </li>
        ))}
    </ul>
  );
}

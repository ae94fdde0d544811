import type { FormEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { cx, getModalComponent, Icon, isIpadApp, openModal } from '@baeum/shared';
import type { RemoteExport, SearchBarProps } from '@baeum/shared';
import { messages } from '../../messages';
import { cleanKeyword, searchPath } from '../../lib/paths';
import { SuggestionList } from './components/SuggestionList';
import { useSuggestions } from './hooks/useSuggestions';
import styles from './SearchBar.module.scss';

export type SearchBarPlacement = 'header' | 'overlay' | 'page';

export interface SearchBarOptions {
  /**
   * header: the shell's header (a tap opens the search overlay); overlay: the top of the
   * search overlay; page: the results page inside the app's web view, where there is no header.
   */
  placement?: SearchBarPlacement;
  /** Shows the back button. */
  onBack?: () => void;
  /** Called after navigating to the results (the overlay closes itself). */
  onSearched?: () => void;
  /** Focused when the overlay opens. */
  focusOnOpen?: boolean;
}

const t = messages.searchBar;

/** The keyword of /search?keyword=…, or '' elsewhere: what the field shows after a search. */
function useUrlKeyword(): string {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return pathname === '/search' ? (params.get('keyword') ?? '') : '';
}

/** Hangul (and other) IME: this key event only commits the syllable being composed. */
function isComposing(event: KeyboardEvent<HTMLInputElement>): boolean {
  // keyCode 229 is what Chrome and Safari report while an IME holds the key.
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

function SearchBarView({
  placement = 'header',
  onBack,
  onSearched,
  focusOnOpen = false,
}: SearchBarOptions) {
  const navigate = useNavigate();
  const urlKeyword = useUrlKeyword();
  const [value, setValue] = useState(urlKeyword);
  const [syncedKeyword, setSyncedKeyword] = useState(urlKeyword);
  const suggestions = useSuggestions();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // A new results page (or leaving it) puts its keyword in the field, without suggestions.
  if (syncedKeyword !== urlKeyword) {
    setSyncedKeyword(urlKeyword);
    setValue(urlKeyword);
  }

  const { isOpen, close } = suggestions;
  // An outside click or a scroll of the page closes the list (spec section 2).
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    const onScroll = () => close();
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [isOpen, close]);

  const search = (raw: string) => {
    const keyword = cleanKeyword(raw);
    suggestions.cancel();
    if (!keyword) return;
    setValue(keyword);
    if (placement === 'overlay') {
      // Replaces the overlay's history entry, so back from the results returns to the page.
      navigate(searchPath(keyword), { replace: true });
      onSearched?.();
      return;
    }
    inputRef.current?.blur(); // puts the phone keyboard away
    navigate(searchPath(keyword));
    onSearched?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isComposing(event)) {
      // The browser sends the real key again once the syllable is committed; acting on both
      // would search twice or move the highlight two steps.
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        suggestions.move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        event.preventDefault(); // one path only: no implicit form submission as well
        const picked = suggestions.isOpen ? suggestions.items[suggestions.activeIndex] : undefined;
        search(picked ? picked.key : value);
        break;
      }
      case 'Escape':
        if (suggestions.isOpen) {
          event.preventDefault();
          event.stopPropagation(); // the first Escape closes the list, not the overlay
          suggestions.close();
        }
        break;
      case 'Tab':
        suggestions.close();
        break;
      default:
        break;
    }
  };

  const openOverlay = () => {
    // The overlay opens from the header once mfe-search's overlay has registered itself.
    if (placement === 'header' && getModalComponent('Search')) openModal('Search');
  };

  const clear = () => {
    setValue('');
    suggestions.schedule('');
    inputRef.current?.focus();
  };

  const active = suggestions.isOpen && suggestions.activeIndex >= 0 ? suggestions.activeIndex : -1;
  const showClear = value.trim() !== '';

  return (
    <div ref={rootRef} className={cx(styles.bar, styles[`bar--${placement}`])}>
      {onBack && (
        <button type="button" className={styles.bar__back} aria-label={t.back} onClick={onBack}>
          <Icon name="back" size={24} />
        </button>
      )}
      {/* A plain GET form as well: the server's drawing searches with it before (or without)
          the app, and /search?keyword= is a drawn page too (shell/server/before-app.mjs). */}
      <form
        role="search"
        aria-label={t.label}
        className={styles.bar__form}
        action="/search"
        onSubmit={onSubmit}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t.label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="keyword"
          className={styles.bar__input}
          type="text"
          role="combobox"
          aria-expanded={suggestions.isOpen}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          inputMode="search"
          placeholder={t.placeholder}
          value={value}
          data-autofocus={focusOnOpen ? '' : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            suggestions.schedule(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onClick={openOverlay}
        />
        {showClear && (
          <button type="button" className={styles.bar__clear} aria-label={t.clear} onClick={clear}>
            <Icon name="close" size={16} />
          </button>
        )}
        <button type="submit" className={styles.bar__submit} aria-label={t.submit}>
          <Icon name="search" size={22} />
        </button>
      </form>
      <SuggestionList
        id={listboxId}
        open={suggestions.isOpen}
        items={suggestions.items}
        query={suggestions.query}
        activeIndex={active}
        optionId={optionId}
        onPick={search}
        onHover={suggestions.setActiveIndex}
      />
      <p className="visually-hidden" aria-live="polite">
        {suggestions.isOpen ? t.suggestionCount(suggestions.items.length) : ''}
      </p>
    </div>
  );
}

/** The search field with autocomplete; hidden in the iPad app. */
export function SearchBar({ hidden = false, ...options }: SearchBarProps & SearchBarOptions) {
  if (hidden || isIpadApp()) return null;
  return <SearchBarView {...options} />;
}

/** mfe_search/SearchBar, as the shell's header mounts it (typed against the shared contract). */
export default SearchBar satisfies RemoteExport<'mfe_search/SearchBar'>;

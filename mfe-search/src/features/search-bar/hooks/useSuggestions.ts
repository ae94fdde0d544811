// Autocomplete (spec sections 2, 4 and 5): debounced at 400 ms, opens only for a non-empty
// trimmed keyword, the highlight resets whenever the keyword changes, and an answer that
// arrives after a newer keyword was typed is dropped. The fetch goes through the one query
// cache, so a keyword typed again (or erased back to) answers at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@baeum/shared';
import type { Suggestion } from '@baeum/shared';
import { cleanKeyword } from '../../../lib/paths';
import { suggestionsQuery } from '../queries';

export const SUGGEST_DEBOUNCE_MS = 400;

interface SuggestionState {
  /** The cleaned keyword the items answer. */
  query: string;
  items: Suggestion[];
}

export interface Suggestions extends SuggestionState {
  isOpen: boolean;
  activeIndex: number;
  /** The user typed `text`: reset the highlight and fetch after the debounce. */
  schedule: (text: string) => void;
  /** Drops pending work and closes the list (Enter was pressed, a suggestion was picked). */
  cancel: () => void;
  close: () => void;
  /** Moves the highlight down (1) or up (-1); reopens a list that was closed. */
  move: (delta: 1 | -1) => void;
  setActiveIndex: (index: number) => void;
}

export function useSuggestions(): Suggestions {
  const qc = useQueryClient();
  const [state, setState] = useState<SuggestionState>({ query: '', items: [] });
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Every keyword change takes a new number; only the answer for the newest one is used.
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    latest.current += 1;
    // Cleared too: after Enter the list stays shut until the user types again.
    setState({ query: '', items: [] });
    close();
  }, [close]);

  const schedule = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      latest.current += 1;
      const request = latest.current;
      setActiveIndex(-1);
      const keyword = cleanKeyword(text);
      if (!keyword) {
        setOpen(false);
        setState({ query: '', items: [] });
        return;
      }
      timer.current = setTimeout(() => {
        qc.fetchQuery(suggestionsQuery(keyword)).then(
          (items) => {
            if (request !== latest.current) return; // a newer keyword was typed meanwhile
            setState({ query: keyword, items });
            setOpen(items.length > 0);
          },
          () => {
            if (request !== latest.current) return;
            // Autocomplete is a convenience: a failed fetch just shows no list.
            setState({ query: keyword, items: [] });
            setOpen(false);
          },
        );
      }, SUGGEST_DEBOUNCE_MS);
    },
    [qc],
  );

  const move = useCallback(
    (delta: 1 | -1) => {
      const count = state.items.length;
      if (count === 0) return;
      if (!isOpen) {
        setOpen(true);
        setActiveIndex(delta === 1 ? 0 : count - 1);
        return;
      }
      setActiveIndex((index) => {
        if (index < 0) return delta === 1 ? 0 : count - 1;
        return (index + delta + count) % count;
      });
    },
    [isOpen, state.items.length],
  );

  return { ...state, isOpen, activeIndex, schedule, cancel, close, move, setActiveIndex };
}

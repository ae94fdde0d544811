import { Fragment } from 'react';
import styles from './SuggestionList.module.scss';

/** Splits `text` into the parts that match `query` (case-insensitively) and the rest. */
export function splitByQuery(text: string, query: string): Array<{ text: string; match: boolean }> {
  const trimmed = query.trim();
  if (!trimmed) return [{ text, match: false }];
  let needle = trimmed.toLocaleLowerCase('ko-KR');
  let haystack = text.toLocaleLowerCase('ko-KR');
  // Lower-casing Hangul and ASCII keeps lengths, so the copy's indexes fit the original; for
  // the rare letters whose lower case is longer, match the case as typed instead.
  if (haystack.length !== text.length || needle.length !== trimmed.length) {
    needle = trimmed;
    haystack = text;
  }
  const parts: Array<{ text: string; match: boolean }> = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/**
 * The suggestion with the typed part emphasised. Built from text nodes only: a suggestion
 * that contains markup is shown as the characters it is, never parsed as HTML.
 */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitByQuery(text, query).map((part, index) =>
        part.match ? (
          // A plain span: screen readers read the whole suggestion as one word, not as a <mark>.
          <span key={index} className={styles.suggestions__match} data-highlight="">
            {part.text}
          </span>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

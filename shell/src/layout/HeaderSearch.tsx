import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { messages } from '../messages';
import styles from './Header.module.scss';

/** The plain search field the header falls back to when mfe-search is down. */
export function FallbackSearch() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = keyword.replace(/#/g, '').trim();
    if (clean) navigate(`/search?keyword=${encodeURIComponent(clean)}`);
  };
  return (
    <form role="search" className={styles.fallbackSearch} onSubmit={submit}>
      <label className={styles.visuallyHidden} htmlFor="fallback-search">
        {messages.search.fallbackLabel}
      </label>
      <input
        id="fallback-search"
        className={styles.fallbackSearch__input}
        type="search"
        value={keyword}
        placeholder={messages.search.fallbackPlaceholder}
        onChange={(e) => setKeyword(e.target.value)}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.fallbackSearch__submit}>
        {messages.search.submit}
      </button>
    </form>
  );
}

export function HeaderSearch() {
  return (
    <RemoteSlot
      id="mfe_search/SearchBar"
      loading={<FallbackSearch />}
      fallback={() => <FallbackSearch />}
    />
  );
}

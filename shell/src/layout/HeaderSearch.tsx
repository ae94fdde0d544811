import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@baeum/shared';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { remoteModule } from '../remotes/registry';
import { shouldPreload, windowLoaded } from '../remotes/preload';
import { ownerOf } from '../routes/routeTable';
import { messages } from '../messages';
import styles from './Header.module.scss';

const SEARCH_BAR = 'mfe_search/SearchBar';

interface FallbackProps {
  /**
   * The text, held by the header: the field is drawn by whichever state is current (loading,
   * engaged, mfe-search down), and a swap between them must not drop what was typed.
   */
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** Focus or text in the field: the user is searching here, so do not swap it away. */
  onEngagedChange?: (engaged: boolean) => void;
}

/** The plain search field: shown until mfe-search's bar has loaded, and when mfe-search is down. */
export function FallbackSearch({ keyword, onKeywordChange, onEngagedChange }: FallbackProps) {
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = keyword.replace(/#/g, '').trim();
    if (clean) navigate(`/search?keyword=${encodeURIComponent(clean)}`);
  };
  return (
    // A plain GET form as well: the server's drawing searches with it before (or without) the
    // app, and /search?keyword= is a drawn page too (shell/server/before-app.mjs).
    <form role="search" className={styles.fallbackSearch} action="/search" onSubmit={submit}>
      <label className={styles.visuallyHidden} htmlFor="fallback-search">
        {messages.search.fallbackLabel}
      </label>
      <input
        id="fallback-search"
        name="keyword"
        className={styles.fallbackSearch__input}
        type="search"
        value={keyword}
        placeholder={messages.search.fallbackPlaceholder}
        onChange={(e) => {
          onKeywordChange(e.target.value);
          onEngagedChange?.(true);
        }}
        onFocus={() => onEngagedChange?.(true)}
        onBlur={(e) => onEngagedChange?.(e.target.value !== '')}
        enterKeyHint="search"
      />
      <button
        type="submit"
        className={styles.fallbackSearch__submit}
        aria-label={messages.search.submit}
      >
        <Icon name="search" size={22} />
      </button>
    </form>
  );
}

/** Settles once the window has loaded and the browser is idle. */
function idleAfterLoad(win: Window): Promise<void> {
  const idle = win as Window & {
    requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
  };
  return windowLoaded(win).then(
    () =>
      new Promise<void>((resolve) => {
        if (idle.requestIdleCallback) idle.requestIdleCallback(() => resolve(), { timeout: 3000 });
        else win.setTimeout(resolve, 500);
      }),
  );
}

/**
 * The header's search: mfe-search's bar (autocomplete, recent keywords, the overlay).
 *
 * On mfe-search's own pages (home, search, category) its code loads with the page, so the bar
 * mounts at once. Elsewhere it is not needed to show the page, so it loads like a link in
 * view: once the page has loaded and the browser is idle (not with Save-Data or 2G), or when
 * the field is focused. Until then the plain field stands in and works (it submits to
 * /search); it is swapped for the bar only while the user is not typing in it.
 * bench/README.md ("The header's search bar") has the bytes this saves on every other page.
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(() => ownerOf(pathname) === 'mfe_search');
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const [keyword, setKeyword] = useState('');
  const field = { keyword, onKeywordChange: setKeyword };

  // Arriving on an mfe-search page: its code is loading with the page (decided while rendering).
  if (!wanted && ownerOf(pathname) === 'mfe_search') setWanted(true);

  useEffect(() => {
    if (wanted || !shouldPreload(window)) return undefined;
    let live = true;
    void idleAfterLoad(window).then(() => live && setWanted(true));
    return () => {
      live = false;
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    // A failure settles for good: the plain field stays, the same element (focus and text kept).
    remoteModule(SEARCH_BAR).then(
      () => live && setLoaded(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  if (!loaded || failed || engaged) {
    return (
      <FallbackSearch
        {...field}
        onEngagedChange={(now) => {
          setEngaged(now);
          if (now) setWanted(true);
        }}
      />
    );
  }
  return (
    <RemoteSlot
      id={SEARCH_BAR}
      loading={<FallbackSearch {...field} />}
      fallback={() => <FallbackSearch {...field} />}
    />
  );
}

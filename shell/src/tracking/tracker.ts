// The visitor tracker (spec sections 3, 4, 7, 9). It keeps the record in the shared dataMining
// atom, where remotes add their class info, sort order and popular keyword, and sends it:
//   - once per load when the mode goes INITIAL → READY (every listed class-info group is
//     non-empty), after which the mode is NOT_INITIAL;
//   - on every route change, then resets the counters and clears the stored filter types;
//   - on page unload (pagehide), without the reset, through a keepalive request.
import {
  dataMiningAtom,
  getOrCreateSessionId,
  getOrCreateVisitorId,
  getStore,
  isTrackingReady,
  sendVisitorRecord,
} from '@baeum/shared';
import type { DataMining, Store, VisitorRecord } from '@baeum/shared';
import { MAX_CLICKED_ITEMS, toClickedItem } from './clickedItem';
import { pageKey, readBrowserMode, readQueryInfo, readSortBy, readUtm } from './pageFields';
import type { PageLocation, UtmFields } from './pageFields';

export type SendRecord = (
  record: VisitorRecord,
  options: { onUnload?: boolean },
) => Promise<unknown>;

export interface TrackerOptions {
  store?: Store;
  /** The shared typed call by default (POST /new/classu/web). */
  send?: SendRecord;
  /** An outside history to follow (besides <TrackingRouteListener/>): calls back on every change. */
  listen?: (onLocation: (location: PageLocation) => void) => () => void;
  window?: Window;
}

export interface Tracker {
  /** A route change: sends the record of the page being left, then starts the new page. */
  routeChanged(location: PageLocation): void;
  /** Sends without resetting anything (what pagehide does). */
  sendOnUnload(): void;
  stop(): void;
}

const NO_UTM: UtmFields = { utm_source: '', utm_medium: '', utm_campaign: '', utm_content: '' };

export function createTracker({
  store = getStore(),
  send = sendVisitorRecord,
  listen,
  window: win = window,
}: TrackerOptions = {}): Tracker {
  const doc = win.document;
  let current: PageLocation = { pathname: win.location.pathname, search: win.location.search };
  let utm = readUtm(current.search, NO_UTM);
  // Time on the page counts only while it is visible (countRemainingTime, in seconds).
  let visibleMs = 0;
  let visibleSince: number | null = doc.visibilityState === 'hidden' ? null : Date.now();
  let stopped = false;
  // The title as of the last finished task. A route change runs the old page's effect cleanups
  // (which put the default title back) before the tracker hears of it; the observer only
  // catches up after that task, so it still holds the title of the page being left.
  let settledTitle = doc.title;
  const titleObserver =
    typeof MutationObserver === 'function' && doc.head
      ? new MutationObserver(() => {
          settledTitle = doc.title;
        })
      : null;

  const update = (change: (state: DataMining) => DataMining) => store.set(dataMiningAtom, change);

  function secondsOnPage(): number {
    const running = visibleSince === null ? 0 : Date.now() - visibleSince;
    return Math.round((visibleMs + running) / 1000);
  }

  function pageFields(location: PageLocation): Partial<VisitorRecord> {
    return {
      pageTitle: doc.title,
      queryInfo: readQueryInfo(location.search),
      sortBy: readSortBy(location.search),
      BROWSER_MODE: readBrowserMode(win),
      ...utm,
    };
  }

  /** The record as it goes out now; the stored one gets the same stamp and time. */
  function snapshot(pageTitle: string = doc.title): VisitorRecord {
    const record: VisitorRecord = {
      ...store.get(dataMiningAtom).record,
      pageTitle,
      timeStamp: Date.now(),
      countRemainingTime: secondsOnPage(),
    };
    update((state) => ({
      ...state,
      record: {
        ...state.record,
        timeStamp: record.timeStamp,
        countRemainingTime: record.countRemainingTime,
      },
    }));
    return record;
  }

  function dispatch(record: VisitorRecord, onUnload = false): Promise<void> {
    // Tracking is best effort: a failed send is dropped, never shown, never retried.
    return send(record, { onUnload }).then(
      () => undefined,
      () => undefined,
    );
  }

  function checkReady(): void {
    const { mode, record } = store.get(dataMiningAtom);
    if (stopped || mode !== 'INITIAL' || !isTrackingReady(record)) return;
    update((state) => ({ ...state, mode: 'READY' }));
    void dispatch(snapshot()).then(() => {
      if (store.get(dataMiningAtom).mode === 'READY')
        update((state) => ({ ...state, mode: 'NOT_INITIAL' }));
    });
  }

  function routeChanged(next: PageLocation): void {
    if (stopped || pageKey(next) === pageKey(current)) return;
    void dispatch(snapshot(settledTitle));
    current = { pathname: next.pathname, search: next.search };
    utm = readUtm(current.search, utm);
    visibleMs = 0;
    visibleSince = doc.visibilityState === 'hidden' ? null : Date.now();
    update((state) => ({
      ...state,
      counters: {},
      filterTypes: [],
      record: { ...state.record, ...pageFields(current), clickedItems: [], countRemainingTime: 0 },
    }));
  }

  function sendOnUnload(): void {
    if (!stopped) void dispatch(snapshot(), true);
  }

  const onClick = (event: MouseEvent) => {
    const item = toClickedItem(event.target, Date.now());
    if (!item) return;
    update((state) => ({
      ...state,
      counters: {
        ...state.counters,
        [item.elementType]: (state.counters[item.elementType] ?? 0) + 1,
      },
      record: {
        ...state.record,
        clickedItems: [...state.record.clickedItems, item].slice(-MAX_CLICKED_ITEMS),
      },
    }));
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      if (visibleSince !== null) visibleMs += Date.now() - visibleSince;
      visibleSince = null;
    } else if (visibleSince === null) {
      visibleSince = Date.now();
    }
  };

  const onPageHide = () => sendOnUnload();

  update((state) => ({
    ...state,
    record: {
      ...state.record,
      uuid: getOrCreateVisitorId(),
      sessionId: getOrCreateSessionId(),
      device: 'WEB',
      ...pageFields(current),
    },
  }));

  titleObserver?.observe(doc.head, { subtree: true, childList: true, characterData: true });
  const unsubscribe = store.sub(dataMiningAtom, checkReady);
  const unlisten = listen?.(routeChanged);
  // Capture phase: the click is recorded before a link's own handler changes the route.
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  checkReady();

  return {
    routeChanged,
    sendOnUnload,
    stop() {
      stopped = true;
      titleObserver?.disconnect();
      unsubscribe();
      unlisten?.();
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', onPageHide);
    },
  };
}

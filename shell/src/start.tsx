import { StrictMode, startTransition, useLayoutEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import {
  AppProviders,
  bootSession,
  configure,
  createQueryClient,
  createStore,
  isInAppWebView,
  isIpadApp,
  onRemoteLoadError,
  setAnonymousUser,
  setStore,
  setUserFromServer,
} from '@baeum/shared';
import '@baeum/shared/styles/global.scss';
import { App } from './App';
import { createShellRouter } from './routes/shellRouter';
import { readRuntimeConfig } from './config/runtimeConfig';
import { registerRemoteMap, warmRemote } from './remotes/registry';
import {
  drawnForThisReader,
  readFirstScreen,
  releaseDrawing,
  seedCache,
  settledWithin,
} from './ssr/firstScreen';
import { messages } from './messages';
import { yieldToMain } from './yieldToMain';
import { configureCrossSiteCheck } from './crossSite/siblingSite';
import { startThirdPartyScripts } from './thirdParty/startThirdPartyScripts';
import { startTracking } from './tracking/startTracking';

/** Starts the app: reads the runtime config, seeds or boots the session, renders. */
export async function boot() {
  const container = document.getElementById('root')!;
  let settings: Record<string, unknown> | undefined;
  try {
    const config = await readRuntimeConfig();
    settings = config.settings;
    if (config.settings) configure(config.settings as Parameters<typeof configure>[0]);
    registerRemoteMap(config.remotes);
    // The slot shows the Korean message; the log names the remote and the step that failed.
    onRemoteLoadError(({ id, lifecycle, error }) =>
      console.warn(`[shell] remote ${id} failed (${lifecycle})`, error),
    );
  } catch (err) {
    console.error('[shell] runtime config', err);
    releaseDrawing(container);
    createRoot(container).render(<p role="alert">{messages.boot.configFailed}</p>);
    return;
  }
  // The shell creates the one store and the one cache of the page; every remote reads them
  // through @baeum/shared.
  const store = setStore(createStore());
  const queryClient = createQueryClient();
  const firstScreen = readFirstScreen();
  // The server's answers are a visitor's, or (a web view page opened with `?token=`) the
  // member's of that address: they seed the cache only for that reader. A member's browser on
  // a visitor's drawing asks for its own (the drawing shows meanwhile).
  const asDrawn = firstScreen !== null && drawnForThisReader(firstScreen);
  if (firstScreen && asDrawn) {
    seedCache(queryClient, firstScreen);
    if (firstScreen.member) setUserFromServer(firstScreen.member);
    else setAnonymousUser();
  }
  const inApp = isInAppWebView();
  await yieldToMain();
  void bootSession().then((outcome) => {
    // The startup lookup found a session after all: the visitor's answers are not theirs.
    if (asDrawn && !firstScreen?.member && outcome === 'signed-in')
      void queryClient.invalidateQueries();
  });
  // The session lookup's own start (reading the address bar and the stored token, sending the
  // request) is a task of its own, apart from starting the trackers.
  await yieldToMain();
  // After bootSession has taken any token or hash out of the address bar.
  startTracking({ store });
  startThirdPartyScripts(store, settings);
  configureCrossSiteCheck(settings);
  await yieldToMain();
  // With a first screen on display, the first render waits for the page's remote (already
  // named in <head>), so it renders the page itself, not its skeleton.
  if (firstScreen) await settledWithin(warmRemote(firstScreen.owner), FIRST_SCREEN_WAIT_MS);
  // The router outside the providers: modals (Login, Search) link and navigate like pages.
  const router = createShellRouter(
    <AppProviders store={store} queryClient={queryClient}>
      <App showHeader={!inApp} hideSearch={isIpadApp()} />
    </AppProviders>,
  );
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <OnFirstCommit run={() => releaseDrawing(container)} />
    </StrictMode>
  );
  // A transition: React renders in slices and yields to the browser between them, so a tap
  // during start-up is not stuck behind one long task.
  startTransition(() => {
    if (asDrawn) {
      // The drawing is this reader's page (a visitor's, or the member's in the app's web
      // view): React adopts its nodes (no second layout of the page, no new images). Where a part differs (a relative time that moved on), React
      // draws that part again and says so here.
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('[shell] first screen redrawn', error),
      });
    } else {
      // No drawing, or not this reader's (a member's browser on a visitor's drawing): the app
      // replaces it.
      createRoot(container).render(app);
    }
  });
}

/** Runs `run` once, when React commits the tree it sits in (it draws nothing). */
function OnFirstCommit({ run }: { run: () => void }) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
  });
  return null;
}

/** How long the first render waits for the page's remote before drawing its loading state. */
const FIRST_SCREEN_WAIT_MS = 10_000;

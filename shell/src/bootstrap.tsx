import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  AppProviders,
  bootSession,
  configure,
  createStore,
  isInAppWebView,
  isIpadApp,
  onRemoteLoadError,
  setStore,
} from '@baeum/shared';
import '@baeum/shared/styles/global.scss';
import { App } from './App';
import { readRuntimeConfig } from './config/runtimeConfig';
import { registerRemoteMap } from './remotes/registry';
import { messages } from './messages';
import { configureCrossSiteCheck } from './crossSite/siblingSite';
import { startThirdPartyScripts } from './thirdParty/startThirdPartyScripts';
import { startTracking } from './tracking/startTracking';

async function boot() {
  const root = createRoot(document.getElementById('root')!);
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
    root.render(<p role="alert">{messages.boot.configFailed}</p>);
    return;
  }
  // The shell creates the one store of the page; every remote reads it through @baeum/shared.
  const store = setStore(createStore());
  const inApp = isInAppWebView();
  void bootSession();
  // After bootSession has taken any token or hash out of the address bar.
  startTracking({ store });
  startThirdPartyScripts(store, settings);
  configureCrossSiteCheck(settings);
  root.render(
    <StrictMode>
      {/* The router outside: modals (Login, Search) link and navigate like pages. */}
      <BrowserRouter>
        <AppProviders store={store}>
          <App showHeader={!inApp} hideSearch={isIpadApp()} />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}

void boot();

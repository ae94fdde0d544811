import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  AppProviders,
  createStore,
  fetchCurrentUser,
  fetchStartupToken,
  getToken,
  readTokenFromUrl,
  setAnonymousUser,
  setStore,
  setUserFromServer,
} from '@baeum/shared';
import '@baeum/shared/styles/global.scss';
import { StandaloneFrame } from './StandaloneFrame';

// Standalone boot for this remote's team (its own port, 3001): its own store, client and
// modal host through AppProviders, a plain header with the search bar, and the session of the
// same cookie the shell uses (anonymous when there is none). In the composed site the shell
// does all of this once for every remote.
const store = setStore(createStore());

async function loadSession(): Promise<void> {
  try {
    const fromUrl = readTokenFromUrl();
    if (!fromUrl.token && !fromUrl.hash && !getToken()) await fetchStartupToken();
    setUserFromServer(await fetchCurrentUser());
  } catch {
    setAnonymousUser();
  }
}
void loadSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <StandaloneFrame />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, bootSession, createStore, setStore } from '@baeum/shared';
import '@baeum/shared/styles/global.scss';
import { StandaloneFrame } from './StandaloneFrame';

// Standalone boot for this remote's team (its own port, 3001): its own store, modal and toast
// hosts (AppProviders), the same session boot the shell runs, and a plain header with the
// search bar. In the composed site the shell does all of this once for every remote.
const store = setStore(createStore());
void bootSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders store={store}>
        <StandaloneFrame />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);

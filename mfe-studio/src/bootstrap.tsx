import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createStore, setStore } from '@baeum/shared';
import '@baeum/shared/styles/global.scss';
import Routes from './Routes';
import { bootUser } from './standalone/bootUser';

// Standalone boot for this remote's team: its own store (AppProviders), router and API client,
// served on its own port. Through the shell only ./Routes is loaded, never this file.
const store = setStore(createStore());
void bootUser();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
